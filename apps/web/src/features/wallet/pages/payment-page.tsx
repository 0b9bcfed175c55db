import { useNavigate } from 'react-router';
import { walletText } from '@/locales/zh-CN/wallet';
import { PayeeListPage } from '../components/payee-list-page';
import styles from '../phone/wallet.module.css';

const t = walletText;

/**
 * /account/payment: the member's bank cards, each drawn like the card itself (bank, number in groups
 * of four, holder); 添加银行卡 and 编辑 open /account/payment-info, which updates this list in place.
 */
export default function PaymentPage() {
  const navigate = useNavigate();
  return (
    <PayeeListPage
      kind="bank"
      text={t.bank}
      named={(card) => `${card.bank_name ?? ''} ${card.account_masked}`}
      onAdd={() => void navigate('/account/payment-info')}
      onEdit={(card) => void navigate(`/account/payment-info?id=${card.id}`)}
      face={(card) => (
        <div className={styles.bankFace}>
          <div className={styles.bankFaceTop}>
            <span className={styles.bankName}>{card.bank_name}</span>
            {card.is_default ? <span className={styles.defaultBadge}>{t.common.defaultTag}</span> : null}
          </div>
          <div className={`${styles.bankNumber} ${styles.mono}`}>{card.account_masked}</div>
          <div className={styles.bankFaceFoot}>
            <span>{card.real_name}</span>
            <span className={styles.bankBranch}>{card.bank_branch}</span>
          </div>
        </div>
      )}
    />
  );
}
