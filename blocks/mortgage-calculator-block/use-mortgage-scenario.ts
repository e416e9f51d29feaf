'use client';

import { useEffect, useMemo, useState } from 'react';
import {
  calculateMortgage,
  defaultScenario,
  resolveRuleSet,
  scenarioFromQuery,
  scenarioToQuery,
  type Scenario,
} from '@/lib/mortgage';

/**
 * The calculator's state: the scenario, whether Calculate was pressed (spec 001: the result
 * shows only after it, then follows every change), and the address kept in step with the
 * scenario so it can be shared. The address is read after mount, never on the server.
 */
export function useMortgageScenario(ruleSetId: string | null) {
  const [scenario, setScenario] = useState<Scenario>(defaultScenario);
  const [calculated, setCalculated] = useState(false);
  const rules = useMemo(() => resolveRuleSet(ruleSetId), [ruleSetId]);
  const result = useMemo(() => calculateMortgage(scenario, rules), [scenario, rules]);

  useEffect(() => {
    const shared = scenarioFromQuery(window.location.search);
    if (!shared) return;
    // A shared link opens on its result, as if Calculate had been pressed.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address exists only after mount
    setScenario(shared);
    setCalculated(calculateMortgage(shared, rules).canCalculate);
  }, [rules]);

  useEffect(() => {
    if (!calculated) return;
    const query = scenarioToQuery(scenario, window.location.search);
    const url = `${window.location.pathname}?${query}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [calculated, scenario]);

  const update = (patch: Partial<Scenario>) => setScenario((current) => ({ ...current, ...patch }));
  const calculate = () => {
    if (result.canCalculate) setCalculated(true);
  };
  return { scenario, update, result, rules, calculated, calculate };
}
