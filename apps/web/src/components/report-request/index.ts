export { ReportRequestForm, type ReportRequestValues } from './report-request-form';
