import { useTranslation } from 'react-i18next';
import { multiplierText, pointBand } from '../model/crash';

/** The curve of a climb from ×1.00 to `multiplier` (hundredths), in a box scaled to what it shows. */
function Curve({ multiplier, state }: { multiplier: number; state: 'idle' | 'flying' | 'won' | 'crashed' }) {
  const top = Math.max(200, multiplier * 1.15);
  const points = Array.from({ length: 41 }, (_, i) => {
    const m = 100 * Math.pow(multiplier / 100, i / 40);
    return `${(i / 40) * 100},${100 - ((m - 100) / (top - 100)) * 92}`;
  });
  return (
    <svg
      className={`studio-curve studio-curve--${state}`}
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polygon className="studio-curve__area" points={`0,100 ${points.join(' ')} 100,100`} />
      <polyline className="studio-curve__line" points={points.join(' ')} />
    </svg>
  );
}

/** The rising multiplier and its curve; after the round, whether it cashed out or crashed. */
export function CrashStage({
  multiplier,
  state,
}: {
  multiplier: number;
  state: 'idle' | 'flying' | 'won' | 'crashed';
}) {
  const { i18n } = useTranslation('studio');
  return (
    <div className={`studio-sky studio-sky--${state}`} data-testid="crash-stage" data-state={state}>
      <Curve multiplier={state === 'idle' ? 100 : multiplier} state={state} />
      <output className="studio-multiplier" data-testid="multiplier">
        ×{multiplierText(multiplier, i18n.language)}
      </output>
    </div>
  );
}

/** The member's last crash points, newest first. */
export function CrashHistory({ points }: { points: number[] }) {
  const { t, i18n } = useTranslation('studio');
  return (
    <div className="studio-history" data-testid="history">
      <span className="studio-label" id="crash-history">
        {t('crash.history')}
      </span>
      <ol className="studio-history__list" aria-labelledby="crash-history">
        {points.length === 0 ? <li className="studio-muted">{t('historyEmpty')}</li> : null}
        {points.map((point, i) => (
          <li
            key={i}
            className={`studio-point studio-point--${pointBand(point)}`}
            data-testid="history-point"
          >
            ×{multiplierText(point, i18n.language)}
          </li>
        ))}
      </ol>
    </div>
  );
}
