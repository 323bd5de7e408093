/**
 * A declared resource's create and edit forms: inputs derived from the schema, zod validation
 * with Russian messages at the field, react-admin's confirm-before-delete, the change history
 * under the edit form. `GeneratedCard` is the `<path>/:id` screen: `create` opens the create form.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useAuthProvider,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { canWrite, cardPathOf, createSchemaOf, updateSchemaOf, type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf, type InputSpec } from '../../../schemas/resource-inputs';
import { useCabinetIdentity } from '../../root/identity';
import { useRouteParams } from '../../root/routeParams';
import { zodFieldErrors } from '../zodValidation';
import { inputOf, wireValues, type ChoiceFilter } from './inputOf';
import { GeneratedShow } from './GeneratedShow';
import { ResourceHistory } from './ResourceHistory';

function useForm(declaration: ResourceDeclaration, mode: 'create' | 'edit') {
  return useMemo(() => {
    const schema = mode === 'create' ? createSchemaOf(declaration) : updateSchemaOf(declaration);
    const inputs: InputSpec[] = inputsOf(schema, declaration.inputs);
    const writable = new Set(inputs.map((input) => input.source));
    const toWire = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(wireValues(values, inputs)).filter(([field]) => writable.has(field)));
    // Fields shown on the edit form but never written (the park's country): after the inputs' own.
    const shown = mode === 'edit' ? inputsOf(declaration.schema).filter((input) => declaration.showOnEdit?.includes(input.source)) : [];
    return {
      inputs,
      shown,
      transform: toWire,
      validate: (values: Record<string, unknown>) => zodFieldErrors(schema, toWire(values)),
    };
  }, [declaration, mode]);
}

const Title = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext();
  const name = record?.[declaration.recordRepresentation];
  return <>{typeof name === 'string' || typeof name === 'number' ? name : declaration.labels.title}</>;
};

const EditToolbar = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    {/* error.main on the toolbar's grey is below 4.5:1 (axe color-contrast): the dark shade reads. */}
    {declaration.views.delete ? <DeleteWithConfirmButton mutationMode="pessimistic" sx={{ color: 'error.dark' }} /> : null}
  </Toolbar>
);

export const GeneratedCreate = ({ declaration, choices }: { declaration: ResourceDeclaration; choices?: ChoiceFilter }) => {
  const form = useForm(declaration, 'create');
  return (
    <Create
      title={declaration.labels.createTitle}
      transform={form.transform}
      redirect={declaration.afterCreate === 'card' ? (_resource, id) => cardPathOf(declaration, id ?? '') : 'list'}
    >
      <SimpleForm validate={form.validate} sx={{ maxWidth: 560 }}>
        {form.inputs.map((input) => inputOf(declaration, input, { choices }))}
      </SimpleForm>
    </Create>
  );
};

/**
 * The park as the shell knows it (its name, its time zone for park days) is loaded at sign-in:
 * once its card saves a change, it is loaded again.
 */
const ParkReload = () => {
  const record = useRecordContext();
  const authProvider = useAuthProvider();
  const { refetch } = useGetIdentity();
  const seen = record === undefined ? null : JSON.stringify(record);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (seen === null || seen === last.current) return;
    const loadedBefore = last.current !== null;
    last.current = seen;
    if (!loadedBefore) return;
    if (authProvider && 'reloadPark' in authProvider && typeof authProvider.reloadPark === 'function') {
      void Promise.resolve(authProvider.reloadPark()).then(() => refetch());
    }
  }, [seen, authProvider, refetch]);
  return null;
};

export const GeneratedEdit = ({ declaration, id, choices }: { declaration: ResourceDeclaration; id: string; choices?: ChoiceFilter }) => {
  const form = useForm(declaration, 'edit');
  return (
    <Edit
      id={id}
      title={<Title declaration={declaration} />}
      transform={form.transform}
      mutationMode="pessimistic"
      redirect={false}
      aside={undefined}
    >
      {/* The card opens on the list's copy of the record and re-reads it; what a person already
          changed survives that re-read instead of being reset under their hands. */}
      <SimpleForm
        validate={form.validate}
        toolbar={<EditToolbar declaration={declaration} />}
        resetOptions={{ keepDirtyValues: true }}
        sx={{ maxWidth: 560 }}
      >
        {form.shown.map((input) => inputOf(declaration, input, { readOnly: true }))}
        {form.inputs.map((input) => inputOf(declaration, input, { choices }))}
      </SimpleForm>
      <ResourceHistory declaration={declaration} />
      {declaration.single ? <ParkReload /> : null}
    </Edit>
  );
};

/**
 * A single record at `<path>`: the signed-in user's park. Groups that may write get the edit
 * form, the others the read-only card (the API would refuse their writes).
 */
export const GeneratedSingle = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const identity = useCabinetIdentity();
  if (identity === undefined) return null;
  const id = String(identity.taxis_id);
  if (canWrite(declaration, identity.group_id)) return <GeneratedEdit declaration={declaration} id={id} />;
  return <GeneratedShow declaration={declaration} id={id} />;
};

/**
 * `<path>/:id`: the edit form, or the create form for `<path>/create`; a record that is never
 * edited (a blacklist entry) shows its read-only card there.
 */
export const GeneratedCard = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { id = '' } = useRouteParams();
  if (id === 'create' && declaration.views.create) return <GeneratedCreate declaration={declaration} />;
  if (!declaration.views.edit) return <GeneratedShow declaration={declaration} />;
  return <GeneratedEdit declaration={declaration} id={id} />;
};
