import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';

interface GameFramePageProps {
  title: string;
  testId: string;
  /** Facts of the requested game (code, play type...), shown so the visitor sees what was asked for. */
  facts: Array<{ label: string; value: string | null }>;
  message: string;
  children?: ReactNode;
}

/** The frame of a full-screen game page, with an honest notice until the game can be launched. */
export function GameFramePage({ title, testId, facts, message, children }: GameFramePageProps) {
  const { t } = useTranslation('common');
  const shown = facts.filter((f): f is { label: string; value: string } => Boolean(f.value));
  return (
    <section className="game-frame" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="game-frame__bar">
        <h1 id={`${testId}-title`} className="game-frame__title">
          {title}
        </h1>
        {shown.length > 0 ? (
          <dl className="game-frame__facts">
            {shown.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>
      <div className="game-frame__stage">
        <EmptyState message={message} />
        {children}
        <Link to="/" className="ui-button">
          {t('goHome')}
        </Link>
      </div>
    </section>
  );
}
