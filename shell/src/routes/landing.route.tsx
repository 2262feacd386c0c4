import { Link, useAuth, useTranslation } from '@fwd/shared-contracts';
import { Button, Card, Muted, Row, theme } from '@fwd/shared-ui';
import styled from 'styled-components';

const STEPS = ['order', 'receive', 'ship'] as const;
const PROMISES = ['prices', 'wallet', 'photos'] as const;

export function LandingPage() {
  const { t } = useTranslation('shell');
  const signedIn = useAuth((s) => s.kind === 'customer');
  return (
    <>
      <Hero>
        <h1>{t('landing.hero.title')}</h1>
        <Lead>{t('landing.hero.lead')}</Lead>
        <Row>
          {signedIn ? (
            <Button as={Link} to="/account">
              {t('landing.hero.goToAccount')}
            </Button>
          ) : (
            <>
              <Button as={Link} to="/register" data-guest-only="">
                {t('landing.hero.createAccount')}
              </Button>
              <Button as={Link} to="/login" $variant="secondary" data-guest-only="">
                {t('landing.hero.logIn')}
              </Button>
            </>
          )}
          <Link to="/account/search">{t('landing.hero.browse')}</Link>
        </Row>
      </Hero>

      <section aria-labelledby="how-title" id="how">
        <h2 id="how-title">{t('landing.how.title')}</h2>
        <Grid as="ol">
          {STEPS.map((step, index) => (
            <Card as="li" key={step}>
              <StepNo aria-hidden="true">{index + 1}</StepNo>
              <h3>{t(`landing.how.steps.${step}.title`)}</h3>
              <Muted>{t(`landing.how.steps.${step}.text`)}</Muted>
            </Card>
          ))}
        </Grid>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title">{t('landing.why.title')}</h2>
        <Grid>
          {PROMISES.map((item) => (
            <Card key={item}>
              <h3>{t(`landing.why.promises.${item}.title`)}</h3>
              <Muted>{t(`landing.why.promises.${item}.text`)}</Muted>
            </Card>
          ))}
        </Grid>
      </section>

      <Cta>
        <h2>{t('landing.cta.title')}</h2>
        <Muted>{t('landing.cta.text')}</Muted>
        <Button as={Link} to={signedIn ? '/account' : '/register'} data-guest-only={signedIn ? undefined : ''}>
          {signedIn ? t('landing.cta.openAccount') : t('landing.cta.signUp')}
        </Button>
      </Cta>
    </>
  );
}

const Hero = styled.section`
  padding: ${theme.space(10)} 0 ${theme.space(8)};
  display: grid;
  gap: ${theme.space(4)};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0;
    max-width: 18ch;
  }
`;

const Lead = styled.p`
  font-size: 1.15rem;
  max-width: 60ch;
  margin: 0;
  color: ${theme.color.muted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${theme.space(4)};
  padding: 0;
  margin: 0 0 ${theme.space(10)};
  list-style: none;
  h3 {
    margin: ${theme.space(2)} 0;
  }
`;

const StepNo = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${theme.color.primary};
  color: ${theme.color.primaryText};
  font-weight: 700;
`;

const Cta = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius};
  background: ${theme.color.primarySoft};
  h2 {
    margin: 0;
  }
`;
