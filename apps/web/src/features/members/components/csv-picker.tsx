import { FileInput } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The server's limit for an import file. */
export const CSV_MAX_BYTES = 8 * 1024 * 1024;
/** What is wrong with a chosen file; the picker words it in the reader's language (members:csv.*Error). */
export const CSV_TYPE_ERROR = 'typeError';
export const CSV_SIZE_ERROR = 'sizeError';
export type CsvFileError = typeof CSV_TYPE_ERROR | typeof CSV_SIZE_ERROR;

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', ''];

/** Why `file` cannot be imported, or null. Spreadsheet programs label CSV files with several types. */
export function csvFileError(file: File): CsvFileError | null {
  const named = file.name.toLowerCase().endsWith('.csv');
  if (!named && !(file.type === 'text/csv' || file.type === 'application/csv')) return CSV_TYPE_ERROR;
  if (named && !CSV_TYPES.includes(file.type)) return CSV_TYPE_ERROR;
  if (file.size > CSV_MAX_BYTES) return CSV_SIZE_ERROR;
  return null;
}

export interface CsvPickerProps {
  value: File | null;
  error?: string | null;
  disabled?: boolean;
  onChange: (file: File | null, error: string | null) => void;
}

/** One .csv file (the shared uploader only takes images, PDF and text). */
export function CsvPicker({ value, error, disabled, onChange }: CsvPickerProps) {
  const { t } = useTranslation('members');
  return (
    <FileInput
      label={t('csv.label')}
      description={t('csv.description')}
      placeholder={t('csv.placeholder')}
      accept=".csv,text/csv"
      leftSection={<IconFileTypeCsv size={18} />}
      clearable
      value={value}
      error={error}
      disabled={disabled}
      onChange={(file) => {
        const problem = file ? csvFileError(file) : null;
        onChange(file, problem && t(`csv.${problem}`));
      }}
    />
  );
}
