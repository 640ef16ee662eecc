import { FileInput } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';

/** The server's limit for an import file. */
export const CSV_MAX_BYTES = 8 * 1024 * 1024;
export const CSV_TYPE_ERROR = 'Please choose a CSV file (.csv).';
export const CSV_SIZE_ERROR = 'The file is larger than 8 MB. Please split it into smaller files.';

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', ''];

/** Why `file` cannot be imported, or null. Spreadsheet programs label CSV files with several types. */
export function csvFileError(file: File): string | null {
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
  return (
    <FileInput
      label="CSV file"
      description='A header row with at least an "email" column; optional: first_name, last_name (or name), username, groups (separated by ";").'
      placeholder="Choose a .csv file"
      accept=".csv,text/csv"
      leftSection={<IconFileTypeCsv size={18} />}
      clearable
      value={value}
      error={error}
      disabled={disabled}
      onChange={(file) => onChange(file, file ? csvFileError(file) : null)}
    />
  );
}
