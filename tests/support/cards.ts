// Card numbers for tests that go through checkout. One trial per card (billing's trial rules): a
// test that means a new person paying uses a card no other test used.

/** A Luhn-valid Visa test number ending in 4242, different at every call (the same card as Stripe's 4242 to read). */
export function uniqueTestCard(): string {
  const middle = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)).join('');
  for (let x = 0; x <= 9; x++) {
    const number = `4${middle}${x}4242`;
    if (luhnValid(number)) return number;
  }
  throw new Error('unreachable: one digit always makes the number Luhn-valid');
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
