/**
 * A declared resource's create and edit forms: inputs derived from the schema, zod validation
 * with Russian messages at the field, react-admin's confirm-before-delete, the change history
 * under the edit form. `GeneratedCard` is the `<path>/:id` screen: `create` opens the create form.
 */
import { useMemo } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { createSchemaOf, updateSchemaOf, type ResourceDeclaration } from '../../../schemas/resource';
import { inputsOf, type InputSpec } from '../../../schemas/resource-inputs';
import { useRouteParams } from '../../root/routeParams';
import { zodFieldErrors } from '../zodValidation';
import { inputOf, wireValues } from './inputOf';
import { ResourceHistory } from './ResourceHistory';

function useForm(declaration: ResourceDeclaration, mode: 'create' | 'edit') {
  return useMemo(() => {
    const schema = mode === 'create' ? createSchemaOf(declaration) : updateSchemaOf(declaration);
    const inputs: InputSpec[] = inputsOf(schema, declaration.inputs);
    const writable = new Set(inputs.map((input) => input.source));
    const toWire = (values: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(wireValues(values, inputs)).filter(([field]) => writable.has(field)));
    return {
      inputs,
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
    {declaration.views.delete ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
  </Toolbar>
);

export const GeneratedCreate = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const form = useForm(declaration, 'create');
  return (
    <Create title={declaration.labels.createTitle} transform={form.transform} redirect="list">
      <SimpleForm validate={form.validate} sx={{ maxWidth: 560 }}>
        {form.inputs.map((input) => inputOf(declaration, input))}
      </SimpleForm>
    </Create>
  );
};

export const GeneratedEdit = ({ declaration, id }: { declaration: ResourceDeclaration; id: string }) => {
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
      <SimpleForm validate={form.validate} toolbar={<EditToolbar declaration={declaration} />} sx={{ maxWidth: 560 }}>
        {form.inputs.map((input) => inputOf(declaration, input))}
      </SimpleForm>
      <ResourceHistory declaration={declaration} />
    </Edit>
  );
};

/** `<path>/:id`: the edit form, or the create form for `<path>/create`. */
export const GeneratedCard = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { id = '' } = useRouteParams();
  if (id === 'create' && declaration.views.create) return <GeneratedCreate declaration={declaration} />;
  return <GeneratedEdit declaration={declaration} id={id} />;
};
