/**
 * A resource folder's texts.ts joins the one catalogue by a glob (texts/catalogue.ts): each folder
 * gives one set of texts, and a resource's words live in one place only.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../texts/catalogue';
import { folderTexts, mergeFolderTexts } from '../../texts/folder-texts';

const labels = (title: string) => ({ title, createTitle: 'Новая', empty: 'Пусто', fields: { name: 'Название' } });

describe('folder texts', () => {
  it("merge under react-admin's resource name with its `name`", () => {
    const merged = mergeFolderTexts({ 'a/texts.ts': { texts: folderTexts('rent/colours', labels('Цвета')) } });
    expect(merged['rent/colours']).toMatchObject({ name: 'Цвета', title: 'Цвета', fields: { name: 'Название' } });
  });

  it('refuse a resource whose texts live twice: in two folders, or in a folder and texts/', () => {
    const twice = { 'a/texts.ts': { texts: folderTexts('rent/colours', labels('Цвета')) }, 'b/texts.ts': { texts: folderTexts('rent/colours', labels('Окраски')) } };
    expect(() => mergeFolderTexts(twice)).toThrow(/resources\.rent\/colours: its texts live twice, in a\/texts\.ts and b\/texts\.ts/);
    expect(() => mergeFolderTexts({ 'a/texts.ts': { texts: folderTexts('groups', labels('Группы')) } }, ['groups'])).toThrow(/texts\/catalogue\.ts and a\/texts\.ts/);
  });

  it('refuse a texts.ts without its folderTexts', () => {
    expect(() => mergeFolderTexts({ 'a/texts.ts': { texts: labels('Цвета') } })).toThrow(/exports 0 folder texts/);
  });

  it('are in the catalogue the SPA and t read', () => {
    expect(Object.keys(catalogue.resources)).toContain('groups');
  });
});
