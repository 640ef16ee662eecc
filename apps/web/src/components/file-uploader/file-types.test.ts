import { describe, expect, it } from 'vitest';
import { dropError, INVALID_TYPE_ERROR, isAcceptedFile, MULTIPLE_FILES_ERROR } from './file-types';

const f = (name: string, type: string) => ({ name, type });

describe('isAcceptedFile', () => {
  it.each([
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.ico', 'image/x-icon'],
    ['a.ico', 'image/vnd.microsoft.icon'],
    ['a.ico', ''],
    ['A.JPG', ''],
  ])('image accepts %s (%s)', (name, type) => {
    expect(isAcceptedFile(f(name, type), 'image')).toBe(true);
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.svg', 'image/svg+xml'],
    ['a.webp', 'image/webp'],
    ['a.txt', 'text/plain'],
    ['a', ''],
  ])('image rejects %s (%s)', (name, type) => {
    expect(isAcceptedFile(f(name, type), 'image')).toBe(false);
  });

  it.each([
    ['a.pdf', 'application/pdf'],
    ['a.txt', 'text/plain'],
    ['a.jpeg', 'image/jpeg'],
    ['a.jpg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
  ])('file accepts %s (%s)', (name, type) => {
    expect(isAcceptedFile(f(name, type), 'file')).toBe(true);
  });

  it.each([
    ['a.ico', 'image/x-icon'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.csv', 'text/csv'],
    ['a.zip', 'application/zip'],
  ])('file rejects %s (%s)', (name, type) => {
    expect(isAcceptedFile(f(name, type), 'file')).toBe(false);
  });
});

describe('dropError', () => {
  it('is null for exactly one acceptable file', () => {
    expect(dropError([f('a.png', 'image/png')], 'image')).toBeNull();
  });

  it('rejects several files, even acceptable ones, with the spec text', () => {
    expect(dropError([f('a.png', 'image/png'), f('b.png', 'image/png')], 'image')).toBe(
      'Input does not support multiple filer. Drop a single file!',
    );
    expect(MULTIPLE_FILES_ERROR).toBe('Input does not support multiple filer. Drop a single file!');
  });

  it('rejects a wrong type with the spec text', () => {
    expect(dropError([f('a.pdf', 'application/pdf')], 'image')).toBe(
      'File type was invalid. Please try a different file.',
    );
    expect(dropError([], 'file')).toBe(INVALID_TYPE_ERROR);
  });
});
