// Gift ideas are markdown; the clipboard gets them as a person would paste them: plain text without
// the marks, and the formatted version as HTML for editors that take it. Only what the dialog
// renders is handled: paragraphs, bold, italic, bullet and numbered lists, links.

import type { ClipboardText } from '../../../lib/use-copy-to-clipboard';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const BOLD = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g;
const ITALIC = /(^|[^\w*])([*_])(?=\S)(.+?)(?<=\S)\2(?!\w)/g;
const RAW_HTML = /<\/?[a-z][^>]*>/gi;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d+)[.)]\s+(.*)$/;

/** Inline marks removed: "**A kiln class**" -> "A kiln class", "[the studio](https://...)" -> "the studio (https://...)". */
function inlineText(line: string): string {
  return line
    .replace(RAW_HTML, '')
    .replace(LINK, (_, label: string, href: string) => `${label} (${href})`)
    .replace(BOLD, '$2')
    .replace(ITALIC, '$1$3');
}

/** Inline marks as HTML, the text escaped; raw HTML in the markdown is dropped, as the dialog drops it. */
function inlineHtml(line: string): string {
  return escapeHtml(line.replace(RAW_HTML, ''))
    .replace(LINK, (_, label: string, href: string) => (/^https?:/i.test(href) ? `<a href="${href}">${label}</a>` : label))
    .replace(BOLD, '<strong>$2</strong>')
    .replace(ITALIC, '$1<em>$3</em>');
}

type Block = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[] };

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const last = blocks.at(-1);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (line.trim() === '') blocks.push({ kind: 'p', lines: [] });
    else if (bullet) {
      if (last?.kind === 'ul') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'ul', items: [bullet[1]!] });
    } else if (numbered) {
      if (last?.kind === 'ol') last.items.push(numbered[2]!);
      else blocks.push({ kind: 'ol', items: [numbered[2]!] });
    } else if (last?.kind === 'p') last.lines.push(line.trim());
    else blocks.push({ kind: 'p', lines: [line.trim()] });
  }
  return blocks.filter((block) => (block.kind === 'p' ? block.lines.length > 0 : true));
}

/** The markdown as plain text and as HTML, for the two clipboard flavours. */
export function markdownForClipboard(markdown: string): ClipboardText {
  const blocks = blocksOf(markdown);
  const text = blocks
    .map((block) => {
      if (block.kind === 'p') return block.lines.map(inlineText).join('\n');
      return block.items.map((item, index) => `${block.kind === 'ol' ? `${index + 1}.` : '-'} ${inlineText(item)}`).join('\n');
    })
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  const html = blocks
    .map((block) => {
      if (block.kind === 'p') return `<p>${block.lines.map(inlineHtml).join('<br>')}</p>`;
      return `<${block.kind}>${block.items.map((item) => `<li>${inlineHtml(item)}</li>`).join('')}</${block.kind}>`;
    })
    .join('');
  return { text, html };
}
