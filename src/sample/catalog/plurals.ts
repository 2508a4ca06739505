// Plural definitions as Weblate ships them: the formula (gettext syntax) and Weblate's plural
// type code (weblate/lang/data.py: 0 none, 1 one/other, 2 one/few/other, 3 Arabic,
// 4 one/two/other, 6 one/two/few/other, 7 one/other/zero, 10 one/two/few/many/other,
// 12 zero/one/two/three/six/other).

/** A plural rule: number of forms, gettext formula, Weblate type code. */
export interface PluralRule {
  number: number;
  formula: string;
  type: number;
}

/** Plural rules by the key the language catalogue uses. */
export const PLURAL_RULES = {
  none: { number: 1, formula: '0', type: 0 },
  one: { number: 2, formula: 'n != 1', type: 1 },
  gt1: { number: 2, formula: 'n > 1', type: 1 },
  slavic: {
    number: 3,
    formula: 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2',
    type: 2,
  },
  czech: { number: 3, formula: '(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2', type: 2 },
  polish: { number: 3, formula: 'n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2', type: 2 },
  romanian: { number: 3, formula: 'n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2', type: 2 },
  lithuanian: { number: 3, formula: 'n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2', type: 2 },
  latvian: { number: 3, formula: 'n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2', type: 7 },
  hebrew: { number: 3, formula: 'n==1 ? 0 : n==2 ? 1 : 2', type: 4 },
  slovenian: { number: 4, formula: 'n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3', type: 6 },
  gaelic: { number: 4, formula: '(n==1 || n==11) ? 0 : (n==2 || n==12) ? 1 : (n > 2 && n < 20) ? 2 : 3', type: 6 },
  irish: { number: 5, formula: 'n==1 ? 0 : n==2 ? 1 : (n>2 && n<7) ? 2 :(n>6 && n<11) ? 3 : 4', type: 10 },
  arabic: {
    number: 6,
    formula: 'n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5',
    type: 3,
  },
  welsh: { number: 6, formula: '(n==0) ? 0 : (n==1) ? 1 : (n==2) ? 2 : (n==3) ? 3 :(n==6) ? 4 : 5', type: 12 },
} as const satisfies Record<string, PluralRule>;

/** A key of PLURAL_RULES. */
export type PluralKey = keyof typeof PLURAL_RULES;
