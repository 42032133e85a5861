declare module 'jest-fixed-jsdom' {
  import JSDOMEnvironment from 'jest-environment-jsdom';
  export default class FixedJSDOMEnvironment extends JSDOMEnvironment {}
}
