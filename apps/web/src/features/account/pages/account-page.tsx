import { Button, Dialog, ErrorBlock, List, Skeleton, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '@/features/auth/api/sign-out';
import { useMemberInfo } from '@/lib/member-info';
import { CopyButton } from '@/components/copy-button';
import { accountText as t } from '@/locales/zh-CN/account';
import { apiTokensText } from '@/locales/zh-CN/api-tokens';
import { securityText } from '@/locales/zh-CN/security';
import { useUpdateMember } from '../api/update-member';
import styles from '../components/account.module.css';
import { ProfileCard } from '../components/profile-card';
import { BalanceStrip } from '../components/balance-strip';
import { CloseAccountSheet } from '../components/close-account-sheet';
import { PartnerItem } from '../components/partner-item';
import { WechatBindingItem } from '../components/wechat-binding-item';
import { useInviteShare } from '@/lib/wechat/use-invite-share';
import { PullRefresh } from '@/components/pull-refresh';

const WALLET_LINKS = [
  { to: '/account/withdraw', label: t.wallet.withdraw },
  { to: '/account/withdraw-record', label: t.wallet.withdrawRecord },
  { to: '/account/alipay', label: t.wallet.alipay },
  { to: '/account/payment', label: t.wallet.bank },
] as const;

const LINKS = [
  { to: '/help/index', label: t.links.help },
  { to: '/user/download', label: t.links.download },
  { to: '/user/download-app', label: t.links.app },
  { to: '/user/about', label: t.links.about },
  { to: '/user/agreement', label: t.links.agreement },
  { to: '/user/privacy', label: t.links.privacy },
] as const;

/**
 * /account/index (我的): profile, invite code (shared from WeChat's menu inside WeChat), the
 * hide-from-rankings switch, the WeChat binding, links, log out.
 */
export default function AccountPage() {
  const navigate = useNavigate();
  const memberQuery = useMemberInfo();
  const updateMember = useUpdateMember();
  const member = memberQuery.data;
  const [closing, setClosing] = useState(false);
  useInviteShare(member?.invite_code, member?.nickname);

  function onHideRankChange(checked: boolean) {
    updateMember.mutate(
      { is_hide_rank: checked ? 1 : 0 },
      { onSuccess: () => Toast.show({ icon: 'success', content: checked ? t.hideRankOn : t.hideRankOff }) },
    );
  }

  async function onLogout() {
    const confirmed = await Dialog.confirm({
      content: t.logoutConfirm,
      confirmText: t.logoutOk,
      cancelText: t.logoutCancel,
    });
    if (!confirmed) return;
    await signOut(navigate);
  }

  return (
    <PullRefresh>
      <main className={styles.page}>
        <div className={styles.inner}>
          {memberQuery.isPending ? (
            <div className={styles.state} aria-busy="true">
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          ) : null}
          {memberQuery.isError && !member ? (
            <div className={styles.state}>
              <ErrorBlock status="disconnected" title={t.loadFailed} description={t.loadFailedHint}>
                <Button
                  className={styles.retry}
                  color="primary"
                  fill="outline"
                  loading={memberQuery.isFetching}
                  onClick={() => void memberQuery.refetch()}
                >
                  {t.retry}
                </Button>
              </ErrorBlock>
            </div>
          ) : null}
          {member ? (
            <>
              <ProfileCard member={member} />
              <BalanceStrip />
              <List className={styles.group} header={t.settings}>
                <List.Item
                  extra={
                    <span className={styles.extra}>
                      <span className={styles.inviteCode}>{member.invite_code}</span>
                      <CopyButton text={member.invite_code} doneMessage={t.copied} label={t.copy} />
                    </span>
                  }
                >
                  {t.inviteCode}
                </List.Item>
                <List.Item onClick={() => void navigate('/activity/index')}>{t.activity}</List.Item>
                <List.Item onClick={() => void navigate('/activity/wallet')}>{t.pointsWallet}</List.Item>
                <List.Item onClick={() => void navigate('/activity/contribution')}>{t.ranks}</List.Item>
                <List.Item onClick={() => void navigate('/activity/invite')}>{t.invite}</List.Item>
                <List.Item onClick={() => void navigate('/activity/invite-record')}>
                  {t.inviteRecord}
                </List.Item>
                <List.Item
                  description={t.hideRankHint}
                  extra={
                    <Switch
                      aria-label={t.hideRank}
                      checked={member.is_hide_rank === 1}
                      loading={updateMember.isPending}
                      onChange={onHideRankChange}
                    />
                  }
                >
                  {t.hideRank}
                </List.Item>
                <WechatBindingItem member={member} />
                <PartnerItem />
              </List>
            </>
          ) : null}
          <List className={styles.group} header={t.wallet.title}>
            {WALLET_LINKS.map((link) => (
              <List.Item key={link.to} arrow onClick={() => navigate(link.to)}>
                {link.label}
              </List.Item>
            ))}
            {member?.access.superman ? (
              <List.Item arrow onClick={() => navigate('/superman/index')}>
                {t.wallet.superman}
              </List.Item>
            ) : null}
          </List>
          <List className={styles.group} header={securityText.group}>
            <List.Item
              arrow
              extra={
                member
                  ? member.second_factor_on
                    ? securityText.secondFactor.on
                    : securityText.secondFactor.off
                  : null
              }
              onClick={() => navigate('/account/security')}
            >
              {securityText.groupItem}
            </List.Item>
            <List.Item arrow onClick={() => navigate('/account/sessions')}>
              {securityText.sessions.toSessions}
            </List.Item>
            {member?.access.superman ? null : (
              <List.Item
                arrow
                description={apiTokensText.toPageHint}
                onClick={() => navigate('/account/api-tokens')}
              >
                {apiTokensText.toPage}
              </List.Item>
            )}
          </List>
          <List className={styles.group} header={t.more}>
            {LINKS.map((link) => (
              <List.Item key={link.to} arrow onClick={() => navigate(link.to)}>
                {link.label}
              </List.Item>
            ))}
          </List>
          <Button
            className={styles.logout}
            block
            size="large"
            color="danger"
            fill="outline"
            onClick={onLogout}
          >
            {t.logout}
          </Button>
          {member ? (
            <>
              <List className={styles.closeLink}>
                <List.Item arrow onClick={() => setClosing(true)}>
                  {t.close.row}
                </List.Item>
              </List>
              <CloseAccountSheet visible={closing} onClose={() => setClosing(false)} />
            </>
          ) : null}
        </div>
      </main>
    </PullRefresh>
  );
}
