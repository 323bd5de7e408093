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
        // A given record (the park's own, a user shown read-only) has no actions: no empty bar above it.
        given === undefined ? (
          <TopToolbar>
            {declaration.views.edit ? <EditButton /> : null}
            {declaration.views.delete && !declaration.views.edit ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
          </TopToolbar>
        ) : (
          false
        )
      }
    >
      <SimpleShowLayout>{inputsOf(declaration.schema).map((spec) => fieldOf(declaration, spec, false))}</SimpleShowLayout>
      <ResourceHistory declaration={declaration} />
    </Show>
  );
};
