import { Link, useAuth } from '@fwd/shared-contracts';
import { Button, Card, Muted, Row, theme } from '@fwd/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';

const STEPS = [
  {
    title: 'Paste a link or send a parcel',
    text: 'Buy from Taobao, 1688, Tmall or any shop through us, or ship your own parcel to our warehouse under your customer code.',
  },
  {
    title: 'We buy and receive',
    text: 'Our team purchases at the shop price, then weighs, measures and photographs every parcel when it arrives.',
  },
  {
    title: 'Consolidate and ship',
    text: 'Pick the parcels to send together, see the exact shipping price before you pay, and track it to your door.',
  },
];

const PROMISES = [
  {
    title: 'Every price up front',
    text: 'Goods, service fee, exchange rate, shipping and storage itemised before you pay. No surprises at delivery.',
  },
  {
    title: 'One wallet',
    text: 'Top up once; pay orders and shipments from your balance; refunds land back in it the same day.',
  },
  { title: 'Photos of everything', text: 'See each parcel on the scale at our warehouse before it leaves.' },
];

export function LandingPage() {
  const signedIn = useAuth((s) => s.kind === 'customer');
  useEffect(() => void (document.title = 'Forwardly: shop abroad, ship home'), []);
  return (
    <>
      <Hero>
        <h1>Shop anywhere abroad. We bring it home.</h1>
        <Lead>
          Forwardly buys from foreign marketplaces for you, receives your parcels at our warehouse, and ships them to
          your door in one consolidated box, with every fee shown before you pay.
        </Lead>
        <Row>
          {signedIn ? (
            <Button as={Link} to="/account">
              Go to my account
            </Button>
          ) : (
            <>
              <Button as={Link} to="/register">
                Create a free account
              </Button>
              <Button as={Link} to="/login" $variant="secondary">
                Log in
              </Button>
            </>
          )}
          <Link to="/account/search">Browse the catalog</Link>
        </Row>
      </Hero>

      <section aria-labelledby="how-title" id="how">
        <h2 id="how-title">How it works</h2>
        <Grid as="ol">
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title}>
              <StepNo aria-hidden="true">{index + 1}</StepNo>
              <h3>{step.title}</h3>
              <Muted>{step.text}</Muted>
            </Card>
          ))}
        </Grid>
      </section>

      <section aria-labelledby="why-title">
        <h2 id="why-title">Why Forwardly</h2>
        <Grid>
          {PROMISES.map((item) => (
            <Card key={item.title}>
              <h3>{item.title}</h3>
              <Muted>{item.text}</Muted>
            </Card>
          ))}
        </Grid>
      </section>

      <Cta>
        <h2>Ready for your first order?</h2>
        <Muted>Sign up in a minute and get your personal warehouse address.</Muted>
        <Button as={Link} to={signedIn ? '/account' : '/register'}>
          {signedIn ? 'Open my account' : 'Sign up now'}
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
  color: #fff;
  font-weight: 700;
`;

const Cta = styled.section`
  display: grid;
  justify-items: start;
  gap: ${theme.space(3)};
  padding: ${theme.space(8)};
  border-radius: ${theme.radius};
  background: #e8f1fb;
  h2 {
    margin: 0;
  }
`;
