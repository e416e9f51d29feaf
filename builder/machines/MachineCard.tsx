import type { MachineDescription } from '@/lib/inspection/describe-machine';
import styles from './styles.module.css';

interface MachineCardProps {
  label: string;
  summary: string;
  description: MachineDescription;
  texts: { states: string; events: string; initial: string; final: string; none: string };
}

/** One machine: its states as an indented tree (with the events each handles) and all its events. */
export function MachineCard({ label, summary, description, texts }: MachineCardProps) {
  const headingId = `machine-${description.id}`;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} <code className={styles.id}>{description.id}</code>
      </h2>
      <p className={styles.muted}>{summary}</p>
      <h3>{texts.states}</h3>
      <ul className={styles.states}>
        {description.states.map((state) => (
          <li key={state.path} style={{ marginInlineStart: `${state.depth * 20}px` }}>
            <code>{state.key}</code>
            {state.initial ? <span className={styles.badge}>{texts.initial}</span> : null}
            {state.type === 'final' ? <span className={styles.badge}>{texts.final}</span> : null}
            {state.type === 'parallel' ? <span className={styles.badge}>parallel</span> : null}
            {state.events.length > 0 ? <span className={styles.events}> → {state.events.join(', ')}</span> : null}
          </li>
        ))}
      </ul>
      <h3>{texts.events}</h3>
      {description.events.length > 0 ? (
        <ul className={styles.eventList}>
          {description.events.map((type) => (
            <li key={type}>
              <code>{type}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{texts.none}</p>
      )}
    </section>
  );
}
