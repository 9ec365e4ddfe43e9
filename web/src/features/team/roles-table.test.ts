import { describe, expect, it } from 'vitest';
import product from '../../../../docs/product.md?raw';
import { rolesTable, rolesTableMarkdown } from './roles-table.ts';

describe('the table of roles', () => {
  it('gives the owner every permission and the editor no user data', () => {
    const { header, rows } = rolesTable();
    expect(header).toEqual(['Permission', 'Owner', 'Administrator', 'Editor', 'Support']);
    expect(rows.every((row) => row[1] === 'Yes')).toBe(true);
    expect(rows.find((row) => row[0]?.startsWith('See users'))?.[3]).toBe('—');
  });

  it("is docs/product.md's, word for word: the description of access says what the contract says", () => {
    expect(product).toContain(rolesTableMarkdown());
  });
});
