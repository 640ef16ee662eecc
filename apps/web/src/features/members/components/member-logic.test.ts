import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@gathering/contract';
import { CSV_SIZE_ERROR, CSV_TYPE_ERROR, csvFileError } from './csv-picker';
import { changedFields } from './member-edit-modal';

const member: MemberRow = {
  id: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  username: 'aiyana',
  email: 'aiyana@example.com',
  fullName: 'Aiyana Cardinal',
  firstName: 'Aiyana',
  lastName: 'Cardinal',
  isDeleted: false,
  isEmailVerified: true,
  lastLogin: null,
  groups: [{ id: '00000000-0000-4000-8000-0000000000a1', group: 'Youth' }],
  scope: 'APP',
  status: 'ACTIVE',
  role: 'MEMBER',
  createdOn: '2026-01-01T00:00:00.000Z',
};

describe('csvFileError', () => {
  const file = (name: string, type: string, size = 10) => new File(['x'.repeat(size)], name, { type });
  it('accepts .csv files however the system labels them', () => {
    expect(csvFileError(file('members.csv', 'text/csv'))).toBeNull();
    expect(csvFileError(file('members.CSV', 'application/vnd.ms-excel'))).toBeNull();
    expect(csvFileError(file('members.csv', ''))).toBeNull();
    expect(csvFileError(file('export', 'text/csv'))).toBeNull();
  });
  it('refuses other files and files over 8 MB', () => {
    expect(csvFileError(file('photo.png', 'image/png'))).toBe(CSV_TYPE_ERROR);
    expect(csvFileError(file('members.xlsx', 'application/vnd.ms-excel'))).toBe(CSV_TYPE_ERROR);
    expect(csvFileError(file('members.csv', 'image/png'))).toBe(CSV_TYPE_ERROR);
    const big = file('members.csv', 'text/csv');
    Object.defineProperty(big, 'size', { value: 8 * 1024 * 1024 + 1 });
    expect(csvFileError(big)).toBe(CSV_SIZE_ERROR);
  });
});

describe('changedFields', () => {
  const same = {
    firstName: 'Aiyana',
    lastName: 'Cardinal',
    email: 'aiyana@example.com',
    username: 'aiyana',
    groups: ['00000000-0000-4000-8000-0000000000a1'],
  };
  it('sends nothing when nothing changed (an e-mail differing only in case is unchanged)', () => {
    expect(changedFields(member, same)).toEqual({});
    expect(changedFields(member, { ...same, email: 'Aiyana@Example.com' })).toEqual({});
  });
  it('sends only the changed fields, groups as the full new list', () => {
    expect(
      changedFields(member, {
        ...same,
        lastName: 'Bear',
        groups: ['00000000-0000-4000-8000-0000000000a2'],
      }),
    ).toEqual({ lastName: 'Bear', groups: ['00000000-0000-4000-8000-0000000000a2'] });
    expect(changedFields(member, { ...same, groups: [] })).toEqual({ groups: [] });
  });
});
