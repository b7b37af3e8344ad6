import { describe, expect, it } from 'vitest';
import { buildHelpTree, type HelpTopicRow } from './help-tree.js';

describe('buildHelpTree', () => {
  const rows: HelpTopicRow[] = [
    { tag: 'faq', parent_tag: null, title: { en: 'FAQ', th: 'คำถาม' }, content: null },
    {
      tag: 'faq-account',
      parent_tag: 'faq',
      title: { en: 'Account' },
      content: { en: '<p>a</p>', th: '<p>ก</p>' },
    },
    { tag: 'deposit', parent_tag: null, title: { en: 'Deposit' }, content: { en: '<p>d</p>' } },
  ];

  it('nests children and translates', () => {
    const tree = buildHelpTree(rows, 'th');
    expect(tree.map((e) => e.title)).toEqual(['คำถาม', 'Deposit']);
    expect(tree[0]!.children[0]).toEqual({
      tag: 'faq-account',
      title: 'Account',
      content: '<p>ก</p>',
      children: [],
    });
  });

  it('falls back to English text', () => {
    expect(buildHelpTree(rows, 'vi')[1]!.content).toBe('<p>d</p>');
  });
});
