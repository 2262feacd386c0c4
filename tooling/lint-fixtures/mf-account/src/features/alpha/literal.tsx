export function Literal() {
  return <p>Hello world</p>;
}
