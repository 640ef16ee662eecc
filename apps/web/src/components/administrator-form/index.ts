export {
  AdministratorForm,
  type AdministratorFormProps,
  type AdministratorPayload,
} from './administrator-form';
export { splitFullName } from './split-full-name';
