/** The scenarios for any test: their data files read and checked, and the builders behind them. */
export { readScenarios, SCENARIO_DIR } from './catalogue';
export type { ScenarioEntry } from './catalogue';
export { BUILDERS } from './builders';
export type { Scenario, ScenarioSession } from './scenario';
