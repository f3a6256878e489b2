/**
 * The British spellings that must not reach what visitors, guests and agents
 * read: the site writes American English (decision 0117). Used by the tests of
 * e-mails and of rendered pages. Addresses are left out before checking,
 * because some keep their old words (/enquiry, /account/enquiries) and are
 * not read as text.
 */
const BRITISH_FORMS: readonly RegExp[] = [
  /\benquir\w*/gi,
  /\bcancell(?:ed|ing)\b/gi,
  /\bfavourit\w*/gi,
  /\bcolour\w*/gi,
  /\bneighbour\w*/gi,
  /\blicences?\b/gi,
  /\borganis(?:e|ed|es|ing|ation|ations|er|ers)\b/gi,
  /\b(?:recognis|realis|apologis|authoris|summaris|prioritis|customis|finalis|minimis|maximis|specialis|personalis|categoris|optimis|utilis|emphasis)(?:e|ed|es|ing|ation)\b/gi,
  /\bcentres?\b/gi,
  /\bcatalogues?\b/gi,
  /\bbehaviours?\b/gi,
  /\bhonour\w*/gi,
  /\bharbour\w*/gi,
  /\blabour\w*/gi,
  /\bflavour\w*/gi,
  /\bhumour\w*/gi,
  /\bgrey(?:ed|s|ish)?\b/gi,
  /\baluminium\b/gi,
  /\b(?:metre|litre|theatre|fibre)s?\b/gi,
  /\btravell(?:ed|ing|er|ers)\b/gi,
  /\bjewellery\b/gi,
  /\bpractis(?:e|ed|es|ing)\b/gi,
  /\b(?:defence|offence)\b/gi,
  /\bprogrammes?\b/gi,
  /\bcheques?\b/gi,
  /\bjudgement\b/gi,
  /\backnowledgements?\b/gi,
  /\binstalments?\b/gi,
  /\bstoreys?\b/gi,
  /\btyres?\b/gi,
  /\bwhilst\b/gi,
];

/** Web addresses and site paths ("https://…", "/account/enquiries"), which keep their words. */
const ADDRESSES = /\bhttps?:\/\/\S+|(?<![\w.])\/[\w\-/.?=&#%]+/g;

/** The British forms in a text, each as written, outside addresses; empty when it is American English. */
export function britishSpellings(text: string): string[] {
  const prose = text.replace(ADDRESSES, " ");
  return BRITISH_FORMS.flatMap((form) => prose.match(form) ?? []);
}
