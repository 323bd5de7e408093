/**
 * A declared resource's read-only card (`<path>/:id/show`) with its change history; a record
 * that is removed but never edited is removed here, after react-admin's confirmation.
 */
import { DeleteWithConfirmButton, EditButton, Show, SimpleShowLayout, TopToolbar } from 'react-admin';
import { type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf } from '../../../schemas/resource-inputs';
import { useRouteParams } from '../../root/routeParams';
import { fieldOf } from './fieldOf';
import { ResourceHistory } from './ResourceHistory';

/** The card of the route's record, or of `id` (a single record: the park's own). */
export const GeneratedShow = ({ declaration, id: given }: { declaration: ResourceDeclaration; id?: string }) => {
  const { id: routeId = '' } = useRouteParams();
  const id = given ?? routeId;
  return (
    <Show
      id={id}
      title={declaration.labels.title}
      actions={
        <TopToolbar>
          {declaration.views.edit && given === undefined ? <EditButton /> : null}
          {declaration.views.delete && !declaration.views.edit && given === undefined ? (
            <DeleteWithConfirmButton mutationMode="pessimistic" />
          ) : null}
        </TopToolbar>
      }
    >
      <SimpleShowLayout>{inputsOf(declaration.schema).map((spec) => fieldOf(declaration, spec, false))}</SimpleShowLayout>
      <ResourceHistory declaration={declaration} />
    </Show>
  );
};
