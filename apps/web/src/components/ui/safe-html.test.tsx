import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    const out = sanitizeHtml('<p>Hello <strong>member</strong></p><ul><li>one</li></ul>');
    expect(out).toBe('<p>Hello <strong>member</strong></p><ul><li>one</li></ul>');
  });

  it('strips script elements and their content', () => {
    const out = sanitizeHtml('<p>ok</p><script>alert(1)</script>');
    expect(out).toBe('<p>ok</p>');
  });

  it('strips event handler attributes', () => {
    const host = parse('<img src="/media/a.svg" onerror="alert(1)"><p onclick="x()" onmouseover="y()">t</p>');
    expect(host.innerHTML).not.toMatch(/on(error|click|mouseover)/i);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/media/a.svg');
  });

  it('neutralises javascript: links', () => {
    const host = parse('<a href="javascript:alert(1)">x</a>');
    expect(host.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('drops frames, forms, styles and svg script tricks', () => {
    const out = sanitizeHtml(
      '<iframe src="/x"></iframe><form action="/y"><input name="p"></form><style>body{}</style><svg><script>alert(1)</script></svg>',
    );
    expect(out).not.toMatch(/iframe|form|input|style|script/i);
  });

  it('removes sources that would load from another origin', () => {
    const host = parse('<img src="https://elsewhere.example/a.png" alt="a"><img src="/media/b.svg" alt="b">');
    const [remote, local] = Array.from(host.querySelectorAll('img'));
    expect(remote?.getAttribute('src')).toBeNull();
    expect(local?.getAttribute('src')).toBe('/media/b.svg');
  });

  it('removes inline styles that fetch, keeps harmless ones', () => {
    const host = parse('<p style="background:url(https://x.example/a.png)">a</p><p style="color: red">b</p>');
    const [fetching, plain] = Array.from(host.querySelectorAll('p'));
    expect(fetching?.getAttribute('style')).toBeNull();
    expect(plain?.getAttribute('style')).toBe('color: red');
  });

  it('opens external links in a new tab without opener, leaves internal ones alone', () => {
    const host = parse('<a href="https://partner.example/">p</a><a href="/promotions" target="_blank">i</a>');
    const [external, internal] = Array.from(host.querySelectorAll('a'));
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.getAttribute('target')).toBeNull();
  });

  it('returns an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders the sanitized markup', () => {
    render(<SafeHtml testId="content" html={'<h3>Title</h3><img src="x" onerror="alert(1)">'} />);
    const el = screen.getByTestId('content');
    expect(el.querySelector('h3')?.textContent).toBe('Title');
    expect(el.innerHTML).not.toContain('onerror');
  });
});
