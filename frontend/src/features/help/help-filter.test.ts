import type { HelpArticle } from '@wine/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_FILTERS, filterHelpArticles } from './help-filter';

const article = (id: number, category: HelpArticle['category'], question: string, answer: string): HelpArticle => ({
  id,
  category,
  question,
  answer,
  icon: 'HelpOutline',
});

const ARTICLES = [
  article(1, 'App Usage', 'How do I get wine recommendations?', 'Describe a mood or a meal.'),
  article(2, 'App Usage', 'How does voice search work?', 'Premium members can speak their search.'),
  article(8, 'Data & Privacy', 'How is my personal information protected?', 'Passwords are hashed.'),
  article(13, 'Subscription', 'How much does Premium cost?', '$4.99 a month or $49.99 a year.'),
  article(17, 'Support', 'How do I contact support?', 'Use the Contact page.'),
];

const ids = (articles: HelpArticle[]) => articles.map((a) => a.id);

describe('filterHelpArticles', () => {
  it('shows every article for All and a blank search', () => {
    expect(ids(filterHelpArticles(ARTICLES, '', 'All'))).toEqual([1, 2, 8, 13, 17]);
    expect(ids(filterHelpArticles(ARTICLES, '   ', 'All'))).toEqual([1, 2, 8, 13, 17]);
  });

  it('matches the question ignoring case', () => {
    expect(ids(filterHelpArticles(ARTICLES, 'VOICE', 'All'))).toEqual([2]);
  });

  it('matches the answer too', () => {
    expect(ids(filterHelpArticles(ARTICLES, 'hashed', 'All'))).toEqual([8]);
  });

  it('matches a substring inside a word', () => {
    expect(ids(filterHelpArticles(ARTICLES, 'ommend', 'All'))).toEqual([1]);
  });

  it('filters by category alone', () => {
    expect(ids(filterHelpArticles(ARTICLES, '', 'App Usage'))).toEqual([1, 2]);
    expect(ids(filterHelpArticles(ARTICLES, '', 'Data & Privacy'))).toEqual([8]);
  });

  it('needs both the search and the category to match', () => {
    // 'premium' appears in an App Usage answer and a Subscription question.
    expect(ids(filterHelpArticles(ARTICLES, 'premium', 'All'))).toEqual([2, 13]);
    expect(ids(filterHelpArticles(ARTICLES, 'premium', 'Subscription'))).toEqual([13]);
    expect(ids(filterHelpArticles(ARTICLES, 'premium', 'Support'))).toEqual([]);
  });

  it('lists the category chips with All first', () => {
    expect(CATEGORY_FILTERS).toEqual(['All', 'App Usage', 'Data & Privacy', 'Subscription', 'Support']);
  });
});
