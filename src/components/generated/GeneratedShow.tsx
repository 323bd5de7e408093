/** A declared resource's read-only card (`<path>/:id/show`) with its change history. */
import { EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf } from '../../../schemas/resource-inputs';
import { useRouteParams } from '../../root/routeParams';
import { fieldOf } from './fieldOf';
import { ResourceHistory } from './ResourceHistory';

export const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { id = '' } = useRouteParams();
  return (
    <Show
      id={id}
      title={declaration.labels.title}
      actions={<TopToolbar>{declaration.views.edit ? <EditButton /> : null}</TopToolbar>}
    >
      <SimpleShowLayout>{inputsOf(declaration.schema).map((spec) => fieldOf(declaration, spec, false))}</SimpleShowLayout>
      <ResourceHistory declaration={declaration} />
    </Show>
  );
};
