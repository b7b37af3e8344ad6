import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '@suerte/contracts/core';
import { Tabs } from '../../../components/ui/tabs';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Loading } from '../../../components/ui/loading';
import { useToast } from '../../../components/ui/toast';
import { useAuthModal } from '../../../lib/auth-modal-store';
import { useLotteryPayouts } from '../../../lib/lottery-payouts';
import { useSessionStore } from '../../../lib/session-store';
import { drawsQuery, lotteryKeys, myBetsQuery, oddsQuery, openedQuery } from '../api/lottery-api';
import { useBefore, useRefreshTimer } from '../hooks/use-countdown';
import { formatLotteryMoney } from '../model/money';
import { BetSlip } from './bet-slip';
import { closesAtFrom } from './countdown-text';
import { LiveDraw } from './live-draw';
import { BetList } from './my-bets';
import { ResultsBoard } from './results-board';
import { RulesPanel } from './rules-panel';
import styles from './lottery.module.css';

const VIEWS = ['bet', 'results', 'mine', 'rules'] as const;
type View = (typeof VIEWS)[number];
/** While a draw's result or a bet's outcome is due, the page asks again this often (no socket needed). */
const DUE_POLL_MS = 7_000;

/**
 * /vnlottery?code= (spec §2, no footer): the game's open draw with its countdown and seed commitment, the bet
 * slip, the results board of the last draws, the member's bets of the draw and the rules per bet type.
 * Entering a lottery needs login (spec §6). The draw refreshes when its countdown ends (spec §4); results and
 * payouts arrive by the member's socket, or by asking again every 7 s while one is due.
 */
export function GamePage() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const code = params.get('code') ?? params.get('gameCode') ?? '';
  const token = useSessionStore((s) => s.token);
  const language = useSessionStore((s) => s.language);
  if (!code) return <EmptyState message={t('game.noGame')} />;
  if (!token) {
    return (
      <div className={styles.game}>
        <div className={styles.gate} data-testid="game-login">
          <p>{t('game.loginNeeded')}</p>
          <button
            type="button"
            className="ui-button ui-button--primary"
            onClick={() => useAuthModal.getState().show('login')}
          >
            {t('recent.login')}
          </button>
          <Link to="/elott">{t('game.backToList')}</Link>
        </div>
      </div>
    );
  }
  const view = (VIEWS as readonly string[]).includes(params.get('view') ?? '')
    ? (params.get('view') as View)
    : 'bet';
  const setView = (next: View) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('view', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <Game
      key={code}
      code={code}
      token={token}
      language={language}
      view={view}
      setView={setView}
      params={params}
      setParams={setParams}
    />
  );
}

interface GameProps {
  code: string;
  token: string;
  language: string;
  view: View;
  setView: (view: View) => void;
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}

function Game({ code, token, language, view, setView, params, setParams }: GameProps) {
  const { t } = useTranslation('lottery');
  const toast = useToast();
  const client = useQueryClient();
  const opened = useQuery(openedQuery(code, language));
  const odds = useQuery(oddsQuery(code, token));
  const draw = opened.data?.draw ?? null;
  const numero = draw?.numero;
  const draws = useQuery({
    ...drawsQuery(code, language),
    refetchInterval: (q) => (q.state.data?.list.some(isDue) ? DUE_POLL_MS : false),
  });
  const mine = useQuery({
    ...myBetsQuery(token, code, undefined, 1, 50),
    refetchInterval: (q) => (q.state.data?.list.some((b) => b.status === 'WAITING') ? DUE_POLL_MS : false),
  });

  const closesAt = draw
    ? closesAtFrom(opened.dataUpdatedAt, draw.remainTime, draw.lockTime, draw.isSale)
    : null;
  const drawAt = draw ? opened.dataUpdatedAt + draw.remainTime * 1_000 : null;
  useRefreshTimer(opened.data ? [closesAt, drawAt] : [], () => void opened.refetch());
  // Closed when the countdown ends, also before the server's next answer says so. The one decision for the whole
  // page: the live draw and the bet slip are both given it.
  const beforeClose = useBefore(closesAt);
  const onSale = Boolean(draw?.isSale) && beforeClose;

  // A new open draw means the last one is drawn: read the board and the bets again.
  const lastNumero = useRef(numero);
  useEffect(() => {
    if (lastNumero.current && numero && lastNumero.current !== numero) {
      void client.invalidateQueries({ queryKey: lotteryKeys.draws(code, language) });
      void client.invalidateQueries({ queryKey: ['lottery', 'bets'] });
    }
    lastNumero.current = numero;
  }, [numero, code, language, client]);

  const payout = useLotteryPayouts((s) => s.last);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!payout || payout.gameCode !== code || shown.current === payout.id || !odds.data) return;
    shown.current = payout.id;
    const amount = formatLotteryMoney(payout.payout, odds.data.currency, language);
    toast.show(t('game.payout', { numero: payout.numero, amount, count: payout.betsWon }), 'success');
  }, [payout, code, odds.data, language, toast, t]);

  const myNumbers = useMemo(() => {
    const latest = draws.data?.list.find((d) => d.prizes !== null)?.numero;
    return new Set((mine.data?.list ?? []).filter((b) => b.numero === latest).flatMap((b) => b.numbers));
  }, [draws.data, mine.data]);

  if (opened.isPending) return <Loading />;
  if (opened.isError) return <ErrorState error={opened.error} onRetry={() => void opened.refetch()} />;
  const game = opened.data.game;
  const ruleType = (LOTTERY_BET_TYPES as readonly string[]).includes(params.get('bet') ?? '')
    ? (params.get('bet') as LotteryBetType)
    : 'lo2';
  const currency = odds.data?.currency ?? 'PHP';
  const latestResult = draws.data?.list.find((d) => d.prizes !== null) ?? null;
  const pending = draws.data?.list.find(isDue) ?? null;

  return (
    <div className={styles.game} data-testid="lottery-game">
      <header className={styles.gameHead}>
        <img src={game.webIconUrl} alt="" width={40} height={40} />
        <div>
          <h1 className={styles.gameTitle}>
            {game.gameName} {game.demo ? <span className={styles.demo}>{t('demo')}</span> : null}
          </h1>
          <p className={styles.muted}>{game.remark}</p>
        </div>
        <LiveDraw
          key={code}
          draw={draw}
          onSale={onSale}
          closesAt={closesAt}
          drawAt={drawAt}
          pending={pending}
          latest={latestResult}
          resultsLoaded={draws.data !== undefined}
        />
      </header>
      <Tabs
        label={t('game.views')}
        items={VIEWS.map((value) => ({ value, label: t(`game.view.${value}`) }))}
        value={view}
        onChange={setView}
        testId="game-views"
      />
      {view === 'bet' ? (
        <div className={styles.layout}>
          {odds.isPending ? (
            <Loading />
          ) : odds.isError ? (
            <ErrorState error={odds.error} onRetry={() => void odds.refetch()} />
          ) : (
            <BetSlip
              gameCode={code}
              numero={draw?.numero ?? null}
              isSale={onSale}
              odds={odds.data}
              initialType={params.get('playType')}
            />
          )}
          <section className={styles.panel} aria-labelledby="draw-bets-title">
            <h2 id="draw-bets-title" className={styles.panelTitle}>
              {t('myBets.thisDraw', { numero: draw?.numero ?? '—' })}
            </h2>
            {mine.isPending ? (
              <Loading />
            ) : mine.isError ? (
              <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
            ) : (
              <BetList bets={mine.data.list.filter((b) => b.numero === draw?.numero)} currency={currency} />
            )}
          </section>
        </div>
      ) : null}
      {view === 'results' ? (
        draws.isPending ? (
          <Loading />
        ) : draws.isError ? (
          <ErrorState error={draws.error} onRetry={() => void draws.refetch()} />
        ) : (
          <ResultsBoard draws={draws.data.list} myNumbers={myNumbers} />
        )
      ) : null}
      {view === 'mine' ? (
        <section className={styles.panel} aria-labelledby="mine-title">
          <h2 id="mine-title" className={styles.panelTitle}>
            {t('myBets.title')}
          </h2>
          {mine.isPending ? (
            <Loading />
          ) : mine.isError ? (
            <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
          ) : (
            <BetList bets={mine.data.list} currency={currency} />
          )}
        </section>
      ) : null}
      {view === 'rules' ? (
        <RulesPanel
          type={ruleType}
          currency={currency}
          onType={(type) =>
            setParams(
              (current) => {
                const copy = new URLSearchParams(current);
                copy.set('bet', type);
                return copy;
              },
              { replace: true },
            )
          }
        />
      ) : null}
    </div>
  );
}

/** A draw whose result is due: its time has passed and no result is out yet (not void). */
function isDue(draw: { prizes: unknown; status: string; drawTime: string }): boolean {
  return draw.prizes === null && draw.status !== 'VOID' && Date.parse(draw.drawTime) <= Date.now();
}
