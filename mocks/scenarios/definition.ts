import type { Seed } from './seed';

/** What QA sees of a scenario (the QA panel, `GET /__mock/state`, the README's table). */
export interface ScenarioInfo {
  id: string;
  title: string;
  description: string;
  /** Whom QA acts as. */
  identity: { name: string; email: string };
  /** Whether loading the scenario signs that identity in. */
  signedIn: boolean;
  /**
   * The instant the scenario stands at: loading it freezes the QA clock there, for the mock and
   * the app in every tab (the DST scenarios). Without it the scenario is seeded around "now".
   */
  clock?: string;
}

/** A scenario: what QA sees of it, and how its records are built. */
export interface ScenarioDefinition extends ScenarioInfo {
  build(seed: Seed): void;
}
