// first: it changes a jsdom module before jsdom loads it
import './quick-rule-matching';
import FixedJSDOMEnvironment from 'jest-fixed-jsdom';

/**
 * jsdom with Node's fetch, streams and BroadcastChannel (what MSW and RTK Query need), resolving
 * our packages to their TypeScript sources like the bundler does.
 */
export default class PvzJSDOMEnvironment extends FixedJSDOMEnvironment {
  constructor(...args: ConstructorParameters<typeof FixedJSDOMEnvironment>) {
    super(...args);
    this.customExportConditions = ['@pvz/source', ''];
  }
}
