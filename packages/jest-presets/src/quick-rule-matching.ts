import { createRequire } from 'node:module';

/**
 * jsdom's getComputedStyle matches every rule of every style sheet (its own default sheet's 120 and the
 * page's few hundred) against the element through nwsapi, which looks each selector up in its cache of
 * compiled matchers and runs it: most of the component tests' style time, for rules that could never
 * match (`.css-1x2y3z` on an element without that class). Before nwsapi is asked, each selector's last
 * compound is read once for the tag and classes an element must have; an element without them is
 * refused at once. The check is only ever a necessary condition, so a rule matches exactly when it did:
 * a selector this reading is unsure of (escapes, namespaces, :is/:where/:has) goes to nwsapi as before.
 *
 * Imported for this effect by the environment, before jsdom: its style-rules module keeps the function it
 * imports when it loads.
 */
type ElementImpl = { _localName: string; classList: { contains(token: string): boolean } };
type Match = (element: ElementImpl, selector: string) => boolean;

// the jsdom that jest-environment-jsdom loads (this file runs as CommonJS, like the environment)
const jsdomRequire = createRequire(createRequire(__filename).resolve('jest-environment-jsdom'));
const selectorsPath = jsdomRequire.resolve('jsdom/lib/jsdom/living/helpers/selectors.js');
const styleRulesPath = jsdomRequire.resolve('jsdom/lib/jsdom/living/helpers/style-rules.js');

interface Needs {
  tag: string | null;
  classes: string[];
}

/** The indexes of a selector text's characters outside brackets, parentheses and quoted values. */
function topLevelIndexes(text: string): number[] {
  const indexes: number[] = [];
  let depth = 0;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0) indexes.push(index);
  }
  return indexes;
}

/** The parts of a selector text between its top-level separators. */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const cuts = topLevelIndexes(text).filter((index) => isSeparator(text[index] as string));
  return [-1, ...cuts].map((cut, at) => text.slice(cut + 1, cuts[at] ?? text.length));
}

/** What an element must have for one complex selector to match it, from its last compound. */
function needsOf(complex: string): Needs {
  const last = splitTopLevel(complex.trim(), (char) => /[\s>+~]/.test(char)).at(-1) ?? '';
  // what is inside brackets or parentheses (attributes, :not(...)) names no class the element must have
  const outer = topLevelIndexes(last)
    .map((index) => last[index])
    .join('');
  const tag = /^[a-zA-Z][\w-]*/.exec(outer)?.[0].toLowerCase() ?? null;
  const classes = [...outer.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name as string);
  return { tag, classes };
}

/** A test an element must pass for the selector to match it; null when every element may match. */
function prefilterOf(selector: string): ((element: ElementImpl) => boolean) | null {
  // a class name with an escape or a letter past ASCII is not read here (`.aж` is not the class `a`)
  if (/[\\|]|[^\x20-\x7e]|:(?:is|where|has|host|nth-[a-z-]*of)\b/i.test(selector)) return null;
  const alternatives = splitTopLevel(selector, (char) => char === ',').map(needsOf);
  if (alternatives.some((needs) => needs.tag === null && needs.classes.length === 0)) return null;
  return (element) =>
    alternatives.some(
      (needs) =>
        (needs.tag === null || needs.tag === element._localName.toLowerCase()) &&
        needs.classes.every((name) => element.classList.contains(name)),
    );
}

const installed = Symbol.for('pvz.quickRuleMatching');

function install(): void {
  const selectors = jsdomRequire(selectorsPath) as { matchesDontThrow: Match & { [installed]?: true } };
  if (selectors.matchesDontThrow[installed]) return;
  if (jsdomRequire.cache[styleRulesPath])
    throw new Error("jsdom's style rules loaded before the quick rule matching: import it before jsdom");
  const matches = selectors.matchesDontThrow;
  const prefilters = new Map<string, ((element: ElementImpl) => boolean) | null>();
  selectors.matchesDontThrow = (element, selector) => {
    // a rule without a selector (@namespace, @keyframes) is jsdom's own case
    if (typeof selector !== 'string') return matches(element, selector);
    let prefilter = prefilters.get(selector);
    if (prefilter === undefined) {
      prefilter = prefilterOf(selector);
      prefilters.set(selector, prefilter);
    }
    return (prefilter === null || prefilter(element)) && matches(element, selector);
  };
  selectors.matchesDontThrow[installed] = true;
}

install();
