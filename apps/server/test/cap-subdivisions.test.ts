import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './helpers/app';
import { useTestContext } from './helpers/context';
import { capCommunity } from './helpers/cap';

// Issue 37, the community's area: administrators pick their census subdivisions by name from a list. The product
// ships only a few (no registry package carries Statistics Canada's list); the operator names the full list's file
// (CAP_SGC_FILE) as Statistics Canada publishes it, and the search and the settings read it.
const dir = mkdtempSync(join(tmpdir(), 'cap-sgc-'));
const structureCsv = join(dir, 'sgc-2021-structure.csv');
// The shape of the SGC classification structure's CSV: every level in one file, census subdivisions at level 4.
writeFileSync(
  structureCsv,
  [
    '\uFEFF"Level","Hierarchical structure","Code","Class title","Class definition"',
    '"1","Geographical region of Canada","2","Quebec",""',
    '"2","Province and territory","24","Quebec",""',
    '"3","Census division","2466","Montréal",""',
    '"4","Census subdivision","2466023","Montréal",""',
    '"4","Census subdivision","3520005","Toronto",""',
    '"4","Census subdivision","5915022","Vancouver",""',
    '"4","Census subdivision","4811801","Alexis 133, the operator\'s spelling",""',
    '"4","Census subdivision","9999999","No such province",""',
  ].join('\r\n'),
);

describe('CAP: the census subdivisions an operator loads', () => {
  const t = useTestContext({ env: { CAP_SGC_FILE: structureCsv } });

  it('finds subdivisions of the operator’s list by name, accents and case folded, and names the ones chosen', async () => {
    const { admin } = await capCommunity(t, { sgcCodes: ['2466023', '4811801', '1003801', '4806016'] });
    const find = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/cap/subdivisions?q=${encodeURIComponent(q)}`,
          headers: admin,
        })
      ).json().data;
    expect(await find('MONTREAL')).toEqual([{ code: '2466023', name: 'Montréal', province: 'QC' }]);
    expect(await find('vancouver')).toEqual([{ code: '5915022', name: 'Vancouver', province: 'BC' }]);
    // Census divisions and other levels are not subdivisions; a code of no province is not one either.
    expect(await find('quebec')).toEqual([]);
    expect(await find('no such')).toEqual([]);
    // The shipped list is still there; the operator's name wins for a code on both.
    expect(await find('samiajij')).toEqual([{ code: '1003801', name: 'Samiajij Miawpukek', province: 'NL' }]);
    const settings = (await t.app.inject({ method: 'GET', url: '/v1/cap/settings', headers: admin })).json()
      .data;
    expect(settings.subdivisions).toEqual([
      { code: '2466023', name: 'Montréal', province: 'QC' },
      { code: '4811801', name: "Alexis 133, the operator's spelling", province: 'AB' },
      { code: '1003801', name: 'Samiajij Miawpukek', province: 'NL' },
      // A well-formed code off every list is kept, shown by its code.
      { code: '4806016', name: '4806016', province: '' },
    ]);
  });

  it('reads `code|name` lines too, and refuses at start a file with no subdivision in it', async () => {
    const lines = join(dir, 'lines.txt');
    writeFileSync(lines, '3520005|Toronto\n');
    const other = await createTestContext({ env: { CAP_SGC_FILE: lines } });
    try {
      const { admin } = await capCommunity(other, { sgcCodes: ['3520005'] });
      const res = await other.app.inject({
        method: 'GET',
        url: '/v1/cap/subdivisions?q=tor',
        headers: admin,
      });
      expect(res.json().data).toEqual([{ code: '3520005', name: 'Toronto', province: 'ON' }]);
    } finally {
      await other.close();
    }
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, '"Level","Code","Class title"\n"3","2466","Montréal"\n');
    await expect(createTestContext({ env: { CAP_SGC_FILE: empty } })).rejects.toThrow(/CAP_SGC_FILE/);
  });
});
