import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './helpers/app';
import { useTestContext } from './helpers/context';
import { capCommunity } from './helpers/cap';

// Issue 37, the community's area: administrators pick their census subdivisions by name from a list. The product
// ships Statistics Canada's census subdivisions of the 2016 Census (modules/cap/sgc-csd.ts); the operator may name
// the SGC 2021 file (CAP_SGC_FILE) as Statistics Canada publishes it, whose names win.
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
    '"4","Census subdivision","4813811","Alexis 133, the operator\'s spelling",""',
    '"4","Census subdivision","9999999","No such province",""',
  ].join('\r\n'),
);

describe('CAP: the census subdivisions shipped', () => {
  const t = useTestContext();

  it('finds every community by name without the operator loading a list, and names the ones chosen', async () => {
    const { admin } = await capCommunity(t, { sgcCodes: ['4806016', '4611040'] });
    const find = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/cap/subdivisions?q=${encodeURIComponent(q)}`,
          headers: admin,
        })
      ).json().data;
    expect((await find('winnipeg'))[0]).toEqual({ code: '4611040', name: 'Winnipeg', province: 'MB' });
    // First Nations' reserves are census subdivisions of their own.
    expect(await find('alexis 133')).toEqual([{ code: '4813811', name: 'Alexis 133', province: 'AB' }]);
    expect(await find('natuashish')).toEqual([{ code: '1010801', name: 'Natuashish 2', province: 'NL' }]);
    // A name with a comma in it is read whole.
    expect(await find('division no. 1, subd. v')).toContainEqual({
      code: '1001101',
      name: 'Division No. 1, Subd. V',
      province: 'NL',
    });
    // At most 20 answers, names starting with the words first.
    const many = await find('lake');
    expect(many).toHaveLength(20);
    expect(many[0].name.toLowerCase().startsWith('lake')).toBe(true);
    const settings = (await t.app.inject({ method: 'GET', url: '/v1/cap/settings', headers: admin })).json()
      .data;
    expect(settings.subdivisions).toEqual([
      { code: '4806016', name: 'Calgary', province: 'AB' },
      { code: '4611040', name: 'Winnipeg', province: 'MB' },
    ]);
  });
});

describe('CAP: the census subdivisions an operator loads', () => {
  const t = useTestContext({ env: { CAP_SGC_FILE: structureCsv } });

  it('finds subdivisions of the operator’s list by name, accents and case folded, and names the ones chosen', async () => {
    const { admin } = await capCommunity(t, { sgcCodes: ['2466023', '4813811', '1003801', '4899999'] });
    const find = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/cap/subdivisions?q=${encodeURIComponent(q)}`,
          headers: admin,
        })
      ).json().data;
    expect((await find('MONTREAL'))[0]).toEqual({ code: '2466023', name: 'Montréal', province: 'QC' });
    expect((await find('vancouver'))[0]).toEqual({ code: '5915022', name: 'Vancouver', province: 'BC' });
    // Census divisions and other levels are not subdivisions; a code of no province is not one either.
    expect((await find('montreal')).map((s: { code: string }) => s.code)).not.toContain('2466');
    expect(await find('no such province')).toEqual([]);
    // The shipped list is still there; the operator's name wins for a code on both.
    expect(await find('samiajij')).toEqual([{ code: '1003801', name: 'Samiajij Miawpukek', province: 'NL' }]);
    const settings = (await t.app.inject({ method: 'GET', url: '/v1/cap/settings', headers: admin })).json()
      .data;
    expect(settings.subdivisions).toEqual([
      { code: '2466023', name: 'Montréal', province: 'QC' },
      { code: '4813811', name: "Alexis 133, the operator's spelling", province: 'AB' },
      { code: '1003801', name: 'Samiajij Miawpukek', province: 'NL' },
      // A well-formed code off every list is kept, shown by its code.
      { code: '4899999', name: '4899999', province: '' },
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
        url: '/v1/cap/subdivisions?q=toronto',
        headers: admin,
      });
      expect(res.json().data[0]).toEqual({ code: '3520005', name: 'Toronto', province: 'ON' });
    } finally {
      await other.close();
    }
    const empty = join(dir, 'empty.csv');
    writeFileSync(empty, '"Level","Code","Class title"\n"3","2466","Montréal"\n');
    await expect(createTestContext({ env: { CAP_SGC_FILE: empty } })).rejects.toThrow(/CAP_SGC_FILE/);
  });
});
