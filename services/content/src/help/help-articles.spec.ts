import { HELP_CATEGORIES, helpArticleSchema } from '@wine/contracts';
import { HELP_ARTICLES } from './help-articles';

describe('help articles', () => {
  it('are the 17 articles, ids 1-14 and 16-18, in all four categories', () => {
    expect(HELP_ARTICLES.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18]);
    expect(new Set(HELP_ARTICLES.map((a) => a.category))).toEqual(new Set(HELP_CATEGORIES));
    for (const article of HELP_ARTICLES) expect(helpArticleSchema.parse(article)).toEqual(article);
  });

  it('say the same plan numbers, formats and refund terms as the contracts', () => {
    const text = HELP_ARTICLES.map((a) => a.answer).join(' ');
    expect(text).toContain('up to 3 saved wines');
    expect(text).toContain('3 wine photo analyses each calendar month');
    expect(text).toContain('$4.99 a month or $49.99 a year');
    expect(text).toContain('saves $9.89 (17%)');
    expect(text).toContain('3 wines per search and Premium members see 6');
    expect(text).toContain('JPG, PNG or WebP');
    expect(text).not.toMatch(/HEIC/);
    expect(text).toContain('7-day free trial');
    expect(text).toContain('Australian Consumer Law');
    expect(text).not.toMatch(/full refund/i);
  });
});
