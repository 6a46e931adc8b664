/**
 * Math concept questions for the knowledge tutor's math topics (issue 17, session 12, helper tutormath).
 *
 * Written by hand on 2026-11-25 before any engine change and before the math notes existed, in children's
 * words (lower case, fragments, some misspellings). Each row: [session, grade, question, expected], where
 * session is 'math' (asked in a Math session) or 'general' (General Studies); expected is the math topic id the
 * first reply should teach ('a|b' accepts either; `symmetry-pattern` and `money-banks` are older topics that
 * also answer), '(math)' when the math tutor must keep the question (a problem it can solve), or 'none'.
 *
 * MATH_CONCEPTS_HELD (60 concept questions and 15 problems) was committed before the notes and the routing
 * were written; it is measured, never tuned on (`npm run eval:tutor -- --math-concepts`, rates only).
 * MATH_CONCEPTS_DEV (written after it, different wording) may be tuned on (`--math-concepts-dev`).
 */
export type MathConceptRow = [session: 'math' | 'general', grade: number, question: string, expected: string];

export const MATH_CONCEPTS_HELD: readonly MathConceptRow[] = [
  // fractions, numerator, denominator
  ['math', 3, 'what is a fraction', 'math-fractions'],
  ['general', 2, 'what does a fraction mean', 'math-fractions'],
  ['math', 4, 'whats the numerator', 'math-fractions'],
  ['math', 4, 'what is a denominater', 'math-fractions'],
  ['math', 3, 'which number on the bottom of a fraction is called what', 'math-fractions'],
  // equivalent fractions
  ['math', 4, 'what are equivalent fractions', 'math-equivalent-fractions'],
  ['general', 5, 'how do you simplify a fraction', 'math-equivalent-fractions'],
  [
    'math',
    4,
    'how can two fractions be the same amount if they have different numbers',
    'math-equivalent-fractions',
  ],
  // adding / subtracting fractions
  ['math', 5, 'how do you add fractions with different denominators', 'math-adding-fractions'],
  ['math', 5, 'why do fractions need a common denominator before you add them', 'math-adding-fractions'],
  ['general', 5, 'how do i subtract fractions', 'math-adding-fractions'],
  // decimals
  ['math', 4, 'what is a decimal', 'math-decimals'],
  ['math', 4, 'what does the dot in a number mean', 'math-decimals'],
  ['general', 5, 'what are tenths and hundredths', 'math-decimals'],
  // percent
  ['math', 6, 'what does percent mean', 'math-percent'],
  ['general', 6, 'what is a percentage', 'math-percent'],
  ['math', 6, 'how do you turn a fraction into a percent', 'math-percent'],
  // place value
  ['math', 2, 'what is place value', 'math-place-value'],
  ['math', 2, 'what is the tens place', 'math-place-value'],
  ['general', 3, 'why does a digit mean different things in different spots', 'math-place-value'],
  // rounding
  ['math', 3, 'what does rounding mean', 'math-rounding'],
  ['math', 3, 'how do you know whether to round up or down', 'math-rounding'],
  // even and odd
  ['math', 1, 'what is an even number', 'math-even-odd'],
  ['general', 2, 'how do you tell if a number is odd', 'math-even-odd'],
  // multiplication and division
  ['math', 3, 'what does multiplication mean', 'math-multiplication'],
  ['math', 3, 'what is times', 'math-multiplication'],
  ['general', 3, 'what is division', 'math-division'],
  ['math', 4, 'what is a remainder', 'math-division'],
  // addition and subtraction
  ['math', 1, 'what does subtract mean', 'math-addition-subtraction'],
  ['math', 2, 'what is regrouping', 'math-addition-subtraction'],
  // factors, multiples, primes
  ['math', 4, 'what is a factor', 'math-factors'],
  ['general', 4, 'what does factor mean in math', 'math-factors'],
  ['math', 4, 'what is a multiple', 'math-multiples'],
  ['math', 5, 'what is a prime number', 'math-prime-numbers'],
  ['general', 5, 'what are composite numbers', 'math-prime-numbers'],
  ['math', 5, 'why is 1 not a prime number', 'math-prime-numbers'],
  // area, perimeter, volume
  ['math', 3, 'what does perimeter mean', 'math-perimeter'],
  ['general', 4, 'what is perimiter', 'math-perimeter'],
  ['math', 3, 'what is area', 'math-area'],
  ['math', 4, 'how do you find the area of a rectangle', 'math-area'],
  ['math', 5, 'what is volume in math', 'math-volume'],
  ['general', 5, 'what are cubic units', 'math-volume'],
  // angles, shapes, symmetry
  ['math', 4, 'what is an angle', 'math-angles'],
  ['math', 4, 'what is an obtuse angle', 'math-angles'],
  ['general', 4, 'what is a right angle', 'math-angles'],
  ['math', 2, 'what is a polygon', 'math-shapes'],
  ['math', 3, 'what is a quadrilateral', 'math-shapes'],
  ['math', 4, 'what is a line of symmetry', 'math-symmetry|symmetry-pattern'],
  // mean, median, mode
  ['math', 6, 'what is the median', 'math-mean-median-mode'],
  ['general', 6, 'whats the difference between mean and mode', 'math-mean-median-mode'],
  // ratio
  ['math', 6, 'what is a ratio', 'math-ratio'],
  // negative numbers
  ['math', 6, 'what are negative numbers', 'math-negative-numbers'],
  ['general', 6, 'can a number be less than zero', 'math-negative-numbers'],
  // order of operations
  ['math', 5, 'what is the order of operations', 'math-order-of-operations'],
  ['math', 6, 'what does pemdas stand for', 'math-order-of-operations'],
  // variables
  ['math', 6, 'what is a variable in math', 'math-variables'],
  ['general', 7, 'why do letters get used in algebra', 'math-variables'],
  // time, money
  ['math', 1, 'how do you read a clock', 'math-telling-time'],
  ['math', 2, 'what does the short hand on a clock show', 'math-telling-time'],
  ['math', 2, 'how many cents are in a dollar', 'math-money|money-banks'],
  // problems the math tutor keeps
  ['math', 4, 'what is 3/4 + 1/8', '(math)'],
  ['math', 4, 'round 3.456 to the nearest tenth', '(math)'],
  ['math', 3, 'what is 7 times 8', '(math)'],
  ['math', 5, 'is 29 a prime number', '(math)'],
  ['math', 4, 'what are the factors of 24', '(math)'],
  ['math', 6, 'what is 25% of 80', '(math)'],
  ['math', 7, 'solve 3x + 5 = 20', '(math)'],
  ['math', 4, 'what is the perimeter of a rectangle 6 cm by 4 cm', '(math)'],
  ['math', 5, 'what is 2/3 of 12', '(math)'],
  ['general', 3, 'what is 45 divided by 5', '(math)'],
  ['math', 6, 'what is 3 + 4 x 2', '(math)'],
  ['math', 5, 'convert 3/5 to a percent', '(math)'],
  ['math', 4, 'round 768 to the nearest hundred', '(math)'],
  ['math', 6, 'what is -5 + 8', '(math)'],
  ['general', 5, 'what is the area of a square with sides of 9', '(math)'],
];

export const MATH_CONCEPTS_DEV: readonly MathConceptRow[] = [
  ['math', 3, 'explain fractions to me', 'math-fractions'],
  ['general', 4, 'what does the bottom number in a fraction mean', 'math-fractions'],
  ['math', 3, 'is the numerator on top or bottom', 'math-fractions'],
  ['math', 5, 'how do i know if two fractions are equal', 'math-equivalent-fractions'],
  ['math', 5, 'what does lowest terms mean', 'math-equivalent-fractions'],
  ['general', 5, 'how do u add fractions', 'math-adding-fractions'],
  ['math', 5, 'what is a common denominator', 'math-adding-fractions'],
  ['math', 4, 'how do decimals work', 'math-decimals'],
  ['general', 4, 'what is the hundredths place', 'math-decimals'],
  ['math', 6, 'what does the percent sign mean', 'math-percent'],
  ['math', 2, 'what does the ones place mean', 'math-place-value'],
  ['general', 2, 'what is a digit', 'math-place-value'],
  ['math', 3, 'how does rounding work', 'math-rounding'],
  ['general', 3, 'what is estimating in math', 'math-rounding'],
  ['math', 1, 'what are odd numbers', 'math-even-odd'],
  ['math', 2, 'is zero even', 'math-even-odd'],
  ['math', 3, 'why do we multiply', 'math-multiplication'],
  ['general', 3, 'what is an array in math', 'math-multiplication'],
  ['math', 3, 'how does dividing work', 'math-division'],
  ['math', 4, 'what is a quotient', 'math-division'],
  ['math', 1, 'what does plus mean', 'math-addition-subtraction'],
  ['general', 2, 'what is carrying in adding', 'math-addition-subtraction'],
  ['math', 4, 'how do you find factors', 'math-factors'],
  ['math', 5, 'what is the greatest common factor', 'math-factors'],
  ['general', 4, 'what are multiples', 'math-multiples'],
  ['math', 5, 'what is the least common multiple', 'math-multiples'],
  ['math', 5, 'how do you know if a number is prime', 'math-prime-numbers'],
  ['general', 5, 'what makes a number prime', 'math-prime-numbers'],
  ['math', 3, 'how do you find perimeter', 'math-perimeter'],
  ['math', 3, 'what is the difference between area and perimeter', 'math-area|math-perimeter'],
  ['general', 4, 'what are square units', 'math-area'],
  ['math', 5, 'how do you find the volume of a cube', 'math-volume'],
  ['math', 4, 'what is an acute angle', 'math-angles'],
  ['general', 4, 'how do you measure angles', 'math-angles'],
  ['math', 2, 'how many sides does a hexagon have', 'math-shapes'],
  ['math', 3, 'is a square a rectangle', 'math-shapes'],
  ['general', 4, 'what is symmetry in math', 'math-symmetry|symmetry-pattern'],
  ['math', 6, 'how do you find the mean', 'math-mean-median-mode'],
  ['math', 6, 'what is the mode', 'math-mean-median-mode'],
  ['math', 6, 'what is a unit rate', 'math-ratio'],
  ['general', 6, 'what is a ratio in math', 'math-ratio'],
  ['math', 6, 'what is an integer', 'math-negative-numbers'],
  ['math', 6, 'why do you multiply before adding', 'math-order-of-operations'],
  ['math', 7, 'what does x mean in algebra', 'math-variables'],
  ['general', 6, 'what is a variable', 'math-variables'],
  ['math', 2, 'what is half past', 'math-telling-time'],
  ['math', 1, 'how much is a quarter worth', 'math-money|money-banks'],
  ['math', 2, 'how do you count coins', 'math-money|money-banks'],
  // problems the math tutor keeps
  ['math', 3, 'what is 9 times 6', '(math)'],
  ['math', 5, 'what is 1/2 + 1/3', '(math)'],
  ['math', 4, 'round 4.78 to the nearest whole number', '(math)'],
  ['math', 6, 'what is 40% of 50', '(math)'],
  ['math', 5, 'what is the gcf of 12 and 18', '(math)'],
  ['math', 5, 'is 51 prime', '(math)'],
  ['math', 5, 'what is the area of a rectangle 7 by 3', '(math)'],
  ['general', 6, 'solve x + 7 = 12', '(math)'],
  ['math', 4, 'what is 3.2 + 1.45', '(math)'],
  ['math', 6, 'what is (2 + 3) x 4', '(math)'],
];
