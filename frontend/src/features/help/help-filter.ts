import { HELP_CATEGORIES, type HelpArticle } from '@wine/contracts';

export type HelpCategory = (typeof HELP_CATEGORIES)[number];
export const ALL_CATEGORIES = 'All';
export type HelpCategoryFilter = typeof ALL_CATEGORIES | HelpCategory;
// The chips in this order, All first and selected by default.
export const CATEGORY_FILTERS: readonly HelpCategoryFilter[] = [ALL_CATEGORIES, ...HELP_CATEGORIES];

// The category must match and the search text must appear, ignoring case, in the
// question or the answer. Surrounding spaces are ignored, so a blank search shows everything.
export function filterHelpArticles(
  articles: readonly HelpArticle[],
  search: string,
  category: HelpCategoryFilter,
): HelpArticle[] {
  const needle = search.trim().toLocaleLowerCase('en-AU');
  return articles.filter(
    (article) =>
      (category === ALL_CATEGORIES || article.category === category) &&
      (needle === '' ||
        article.question.toLocaleLowerCase('en-AU').includes(needle) ||
        article.answer.toLocaleLowerCase('en-AU').includes(needle)),
  );
}
