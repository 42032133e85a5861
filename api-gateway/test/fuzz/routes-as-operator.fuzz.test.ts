import { fuzzEveryRouteAs } from '../helpers/fuzz/route-fuzzing.js';

fuzzEveryRouteAs('point operator');
