import { useTranslation } from 'react-i18next';
import type { SlotGame } from '@suerte/fair';
import { percent, variantReturns } from '../model/par';
import { linePoints } from '../model/wins';
import { SymbolArt } from './symbol-art';

interface RulesProps {
  game: SlotGame;
  /** The variant this casino runs (in a game session); without it every certified variant is listed. */
  variant?: string;
  /** The current total bet and its formatter: pays are then also shown as amounts. */
  bet?: { amount: number; format: (minor: number) => string };
  /** The game's name in the player's language (in a game session); else the engine's. */
  title?: string;
}

/**
 * A game's rules: how lines pay, the paytable from the engine's own symbol table, the scatter and the feature,
 * the paylines, and the return of the variant computed by its PAR sheet.
 */
export function Rules({ game, variant, bet, title }: RulesProps) {
  const { t, i18n } = useTranslation(['studio', 'fair']);
  const lines = game.lines.length;
  const scatter = game.symbols.find((s) => s.kind === 'scatter')!;
  const wild = game.symbols.find((s) => s.kind === 'wild')!;
  const name = (code: string) => t(`fair:symbols.${game.id}.${code}`);
  const returns = variantReturns(game.id).filter((r) => !variant || r.variant === variant);
  const lineAmount = (coins: number) => (bet ? bet.format((coins * bet.amount) / lines) : null);
  const feature = game.feature;
  return (
    <article className="studio-rules" data-testid="rules">
      <h2>{t('rules.title', { game: title ?? game.name })}</h2>
      <p>{t('rules.lines', { lines })}</p>
      <p>{t('rules.leftToRight')}</p>
      <p>{t('rules.wild', { wild: name(wild.code), scatter: name(scatter.code) })}</p>

      <h3>{t('rules.paytable')}</h3>
      <p className="studio-muted">{t('rules.paytableHint')}</p>
      <table className="studio-paytable" data-testid="paytable">
        <thead>
          <tr>
            <th scope="col">{t('rules.symbol')}</th>
            <th scope="col">×5</th>
            <th scope="col">×4</th>
            <th scope="col">×3</th>
          </tr>
        </thead>
        <tbody>
          {game.symbols
            .filter((s) => s.kind === 'regular')
            .map((symbol) => (
              <tr key={symbol.code}>
                <th scope="row">
                  <span className="studio-paytable__symbol">
                    <SymbolArt gameId={game.id} code={symbol.code} label="" />
                    {name(symbol.code)}
                  </span>
                </th>
                {[5, 4, 3].map((count) => (
                  <td key={count}>
                    {symbol.pays[count] ? (
                      <>
                        {symbol.pays[count]}
                        {lineAmount(symbol.pays[count]!) ? (
                          <span className="studio-muted"> ({lineAmount(symbol.pays[count]!)})</span>
                        ) : null}
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      {game.symbols.some((s) => s.kind === 'regular' && s.pays[2]! > 0) ? (
        <p className="studio-muted">
          {t('rules.twoOfAKind', {
            symbols: game.symbols
              .filter((s) => s.kind === 'regular' && s.pays[2]! > 0)
              .map((s) => `${name(s.code)} ×2 = ${s.pays[2]}`)
              .join(', '),
          })}
        </p>
      ) : null}

      <h3>{name(scatter.code)}</h3>
      {game.scatterPays.some((p) => p > 0) ? (
        <p>
          {t('rules.scatterPays', {
            scatter: name(scatter.code),
            pays: game.scatterPays
              .map((p, count) => (p > 0 ? `${count} = ×${p}` : null))
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      ) : (
        <p>{t('rules.scatterNoPay', { scatter: name(scatter.code) })}</p>
      )}
      {feature.kind === 'freeSpins' ? (
        <p data-testid="rules-feature">
          {t('rules.freeSpins', {
            scatter: name(scatter.code),
            trigger: game.triggerCount,
            spins: feature.spins,
            multiplier: feature.multiplier,
          })}
        </p>
      ) : (
        <p data-testid="rules-feature">
          {t('rules.pick', {
            scatter: name(scatter.code),
            trigger: game.triggerCount,
            tiles: feature.prizes.length + feature.collectTiles,
            collect: feature.collectTiles,
            prizes: feature.prizes.map((p) => `×${p}`).join(', '),
          })}
        </p>
      )}

      <h3>{t('rules.return')}</h3>
      <p>{t('rules.returnHint')}</p>
      <ul data-testid="rules-rtp">
        {returns.map((r) => (
          <li key={r.variant}>
            {t('rules.variant', {
              variant: r.variant,
              rtp: percent(r.rtp, i18n.language),
              hit: percent(r.hitFrequency, i18n.language),
              oneIn: Math.round(r.triggerOneIn),
            })}
          </li>
        ))}
      </ul>
      <p>{t('rules.fairness')}</p>
      <p>{t('rules.malfunction')}</p>

      <h3>{t('rules.paylines')}</h3>
      <ol className="studio-paylines">
        {game.lines.map((_, line) => (
          <li key={line}>
            <span>{line + 1}</span>
            <svg viewBox="0 0 500 300" aria-hidden="true">
              <rect x="0" y="0" width="500" height="300" rx="20" className="studio-paylines__box" />
              <polyline points={linePoints(game, line)} className="studio-paylines__line" />
            </svg>
          </li>
        ))}
      </ol>
    </article>
  );
}
