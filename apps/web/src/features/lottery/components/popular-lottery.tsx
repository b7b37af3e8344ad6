import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useRequireLogin } from '../../../lib/use-require-login';
import { vnLotteryPath } from '../../../lib/paths';
import { popularQuery } from '../api/lottery-api';

/** How many popular games the footer lists. */
const SHOWN = 8;

/** The footer's popular lottery (spec §2): the first popular games, each opening its game (login needed). */
export default function PopularLottery() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const merchant = useSessionStore((s) => s.merchantCode);
  const language = useSessionStore((s) => s.language);
  const popular = useQuery(popularQuery(merchant, language));
  if (popular.isPending) return null;
  if (popular.isError || popular.data.list.length === 0)
    return <p className="site-footer__muted">{t('footer.popularLotteryEmpty')}</p>;
  return (
    <ul className="site-footer__links" data-testid="footer-lottery-games">
      {popular.data.list.slice(0, SHOWN).map((game) => (
        <li key={game.gameCode}>
          <Link
            to={vnLotteryPath(game.gameCode)}
            onClick={(event) => {
              event.preventDefault();
              requireLogin(() => void navigate(vnLotteryPath(game.gameCode)));
            }}
          >
            {game.gameName}
          </Link>
        </li>
      ))}
    </ul>
  );
}
