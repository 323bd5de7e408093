/**
 * The left menu (spec 2): Главная, then the spec's sections in order, each shown only when the
 * section has a screen the user's group may open (Онлайн-касса only in Russia); База знаний
 * (external); 'Ваш менеджер' while a definition's help condition holds; the chat channel and
 * logout at the bottom.
 */
import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import HeadsetMicOutlined from '@mui/icons-material/HeadsetMicOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { Badge, Box, Divider, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { Menu, MenuItemLink, useLogout, useSidebarState } from 'react-admin';
import { useText } from '../i18n/useText';
import type { MenuBadge, MenuBadgeHook, ResourceDefinition } from '../root/definition';
import { useDefinitions, useRouteTable } from '../root/definitions';
import { useCabinetIdentity, useCabinetPermissions } from '../root/identity';
import { useCabinetSettings } from '../root/settings';
import { HOME_STATE } from '../root/landing';
import { menuEntries, sectionPath, type AccessContext, type MenuLink } from './menuModel';

const itemSx = {
  color: 'text.secondary',
  borderRadius: '6px',
  mx: '6px',
  my: '1px',
  '& .MuiListItemIcon-root': { color: 'text.secondary', minWidth: 40 },
};

/** A menu row that is not a route link: an external link (href) or an action (onClick). */
const PlainMenuItem = ({
  icon,
  label,
  href,
  onClick,
}: {
  icon: ReactElement;
  label: string;
  href?: string;
  onClick?: () => void;
}) => {
  const [open] = useSidebarState();
  const content = (
    <>
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap>
        {label}
      </Typography>
    </>
  );
  const item =
    href !== undefined ? (
      <MenuItem component="a" href={href} target="_blank" rel="noopener" sx={itemSx}>
        {content}
      </MenuItem>
    ) : (
      <MenuItem onClick={onClick} sx={itemSx}>
        {content}
      </MenuItem>
    );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};

function badgedIcon(icon: ReactElement, badge: MenuBadge | null): ReactNode {
  if (badge === null) return icon;
  if (badge.kind === 'count') {
    return (
      <Badge badgeContent={badge.count} color="primary" max={999}>
        {icon}
      </Badge>
    );
  }
  if (badge.kind === 'dot') {
    return (
      <Badge variant="dot" color={badge.color}>
        {icon}
      </Badge>
    );
  }
  return icon;
}

const SectionItem = ({ definition, badge }: { definition: ResourceDefinition; badge: MenuBadge | null }) => {
  const translate = useText();
  const Icon = definition.icon;
  const warning = badge?.kind === 'warning';
  return (
    <MenuItemLink
      to={sectionPath(definition)}
      state={definition.name === 'home' ? HOME_STATE : undefined}
      primaryText={translate(`menu.${definition.label}`)}
      leftIcon={badgedIcon(<Icon />, badge)}
      sx={warning ? { color: 'warning.main', '& .RaMenuItemLink-icon': { color: 'warning.main' } } : undefined}
    />
  );
};

/** A resource's own item (its declaration's `menu`): set in under its section's, or with the section's icon when the section's own path has no screen. */
const ResourceLinkItem = ({ link, icon }: { link: MenuLink; icon?: ReactElement }) => (
  <MenuItemLink
    to={link.path}
    primaryText={link.label}
    leftIcon={icon ?? <ChevronRightOutlined fontSize="small" />}
    sx={icon === undefined ? { pl: 3 } : undefined}
  />
);

/** Calls the definition's badge hook; rendered only for definitions that have one. */
const BadgedSectionItem = ({ definition, useBadge }: { definition: ResourceDefinition; useBadge: MenuBadgeHook }) => {
  const badge = useBadge();
  return <SectionItem definition={definition} badge={badge} />;
};

const ManagerItem = ({ manager }: { manager: NonNullable<ResourceDefinition['manager']> }) => {
  const translate = useText();
  const { useHelpCondition, dialog: Dialog } = manager;
  const show = useHelpCondition();
  const [open, setOpen] = useState(false);
  if (!show) return null;
  return (
    <>
      <PlainMenuItem icon={<HeadsetMicOutlined />} label={translate('menu.manager')} onClick={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <Dialog open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
};

const LogoutItem = () => {
  const translate = useText();
  const logout = useLogout();
  return <PlainMenuItem icon={<LogoutOutlined />} label={translate('menu.logout')} onClick={() => void logout()} />;
};

export const CabinetMenu = () => {
  const translate = useText();
  const definitions = useDefinitions();
  const table = useRouteTable();
  const { permissions } = useCabinetPermissions();
  const identity = useCabinetIdentity();
  const settings = useCabinetSettings();
  const context: AccessContext | null = permissions
    ? { policy: permissions.policy, groupId: permissions.group_id, countryCode: identity?.country_code, denied: permissions.denied }
    : null;
  const entries = context === null ? [] : menuEntries(definitions, table, context);

  return (
    <Menu sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, mt: 1, mb: 1 }}>
      {entries.map((entry) => {
        if (entry.kind === 'knowledge-base') {
          return settings?.knowledge_base_url ? (
            <PlainMenuItem
              key="knowledge-base"
              icon={<MenuBookOutlined />}
              label={translate('menu.knowledgeBase')}
              href={settings.knowledge_base_url}
            />
          ) : null;
        }
        const { definition, open, links } = entry;
        const useBadge = definition.menu?.useBadge;
        const Icon = definition.icon;
        if (!open) return links.map((link) => <ResourceLinkItem key={link.path} link={link} icon={<Icon />} />);
        return [
          useBadge ? (
            <BadgedSectionItem key={definition.name} definition={definition} useBadge={useBadge} />
          ) : (
            <SectionItem key={definition.name} definition={definition} badge={null} />
          ),
          ...links.map((link) => <ResourceLinkItem key={link.path} link={link} />),
        ];
      })}
      {context === null
        ? null
        : definitions.flatMap((definition) =>
            definition.manager ? [<ManagerItem key={`manager-${definition.name}`} manager={definition.manager} />] : [],
          )}
      <Box sx={{ flexGrow: 1 }} />
      <Divider sx={{ my: 1 }} />
      {settings?.chat_url ? <PlainMenuItem icon={<ChatOutlined />} label={translate('menu.chat')} href={settings.chat_url} /> : null}
      <LogoutItem />
    </Menu>
  );
};
