import { useTranslation, type RechargeRecord } from '@fwd/shared-contracts';
import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { isPdf, proofUrl } from '@fwd/shared-contracts/domains/wallet';

/**
 * The proof of a top-up, opened in a new tab with the customer's file token (the file is
 * protected): a thumbnail for a picture, a link for a PDF. Nothing until the token is there.
 */
export function ProofLink({ recharge, token }: { recharge: RechargeRecord; token: string | undefined }) {
  const { t } = useTranslation('account');
  if (!recharge.proof || !token) return null;
  const href = proofUrl(recharge, token);
  if (isPdf(recharge.proof)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {t('recharge.proof.viewPdf')}
        <span className="visually-hidden"> {recharge.reference}</span>
      </a>
    );
  }
  return (
    <ThumbLink href={href} target="_blank" rel="noopener noreferrer">
      <img
        src={proofUrl(recharge, token, '100x100')}
        alt={t('recharge.proof.thumbAlt', { reference: recharge.reference })}
        width={48}
        height={48}
      />
      <span>{t('recharge.proof.view')}</span>
    </ThumbLink>
  );
}

const ThumbLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  img {
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${theme.radius};
    border: 1px solid ${theme.color.border};
  }
`;
