/**
 * The resource folders' lint rules fire (eslint.config.js): a folder's server code never reaches the
 * SPA, and SPA code never reaches the server. Each case lints a bad file's text at its would-be path
 * with ESLint's Node API (nothing is written to the tree).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restricted(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path });
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports').map((message) => message.message);
}

describe('resource folder lint rules', { timeout: 60_000 }, () => {
  it('refuse a table or server file, or server/, in SPA code', async () => {
    expect(await restricted('resources/users/offers/List.tsx', "import { offers } from './table';\nexport const x = offers;\n")).toHaveLength(1);
    expect(await restricted('resources/users/offers/List.tsx', "import { server } from './server';\nexport const x = server;\n")).toHaveLength(1);
    expect(await restricted('resources/groups/detail/GroupCard.tsx', "import { errors } from '../../../server/errors';\nexport const x = errors;\n")).toHaveLength(1);
  });

  it('refuse React and the SPA in a folder\'s shared and server files', async () => {
    expect(await restricted('resources/users/offers/resource.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toHaveLength(1);
    expect(await restricted('resources/users/offers/server.ts', "import { List } from '@mui/material';\nexport const x = List;\n")).toHaveLength(1);
    expect(await restricted('resources/users/offers/table.ts', "import List from './List.tsx';\nexport const x = List;\n")).toHaveLength(1);
  });

  it('let the server import a folder\'s resource, texts, table and server files only', async () => {
    expect(await restricted('server/modules/offers/x.ts', "import { offers } from '../../../resources/users/offers/resource';\nexport const x = offers;\n")).toHaveLength(0);
    expect(await restricted('server/modules/offers/x.ts', "import { x as y } from '../../../resources/users/offers/List';\nexport const x = y;\n")).toHaveLength(1);
    expect(await restricted('server/modules/offers/x.ts', "import { x as y } from '../../../src/root/lazy';\nexport const x = y;\n")).toHaveLength(1);
  });
});
