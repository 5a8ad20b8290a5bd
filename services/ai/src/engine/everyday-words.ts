import { normalise } from '@wine/wine-knowledge';

// A request's everyday turns of phrase rewritten into the words the parser reads
// (docs/product-rules.md#recommendations): Australian notes, dislikes said as negations, 'the mainland'.

/** The request normalised, with everyday phrasings put in the parser's words. */
export function everydayWords(raw: string): string {
  return (
    normalise(raw)
      .replace(/\$ (\d)/g, '$$$1')
      // notes as Australians name them: 'under a tenner', 'a fiver'
      .replace(/\b(?:a )?tenner\b/g, '$$10')
      .replace(/\b(?:a )?fiver\b/g, '$$5')
      // dislikes said as a negation, so exclusions and styles read them alike: 'not a fan of oaky chardonnay'
      // 'been drinking heaps of pinot lately but im kind of over it': the grape named is the one ruled out
      .replace(
        /\b(?:drinking|drunk|had|having|drink) (?:heaps of |lots of |a lot of |too much |so much |nothing but )?([a-z]+(?: [a-z]+)?) (?:lately |recently |for ages )?(.{0,30}?)\b(?:im |i am |were |we are )?(?:kind of |kinda |a bit |so |totally |just )?(?:over it|sick of it|tired of it|bored of it|bored with it|over them)\b/,
        '$2 no $1 ',
      )
      .replace(
        /\b(not (?:a )?(?:big |huge )?fan of|no fan of|not keen on|not into|cant stand|dont like|do not like|dislike|sick of|tired of|hates|hate|hated|loathe|loathes|detest|detests|not big on)\b/g,
        'no',
      )
      // 'from the mainland' is anywhere but Tasmania
      .replace(/\b(?:from |on )?(?:the )?mainland\b/g, ' not from tasmania ')
  );
}
