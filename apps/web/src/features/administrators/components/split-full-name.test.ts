import { describe, expect, it } from 'vitest';
import { splitFullName } from './split-full-name';

describe('splitFullName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitFullName('Marie Cardinal')).toEqual({ firstName: 'Marie', lastName: 'Cardinal' });
    expect(splitFullName('  Anne   Marie  de Souza ')).toEqual({
      firstName: 'Anne',
      lastName: 'Marie de Souza',
    });
  });
  it('leaves the last name empty for a single word and both empty for blank input', () => {
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitFullName('   ')).toEqual({ firstName: '', lastName: '' });
  });
});
