/**
 * "Asked as" lines for the math concept notes, second set (issue 17, session 12, helper tutormath): five more
 * questions per topic (situations, mix-ups, fragments), written by the notes' author from the notes, so every
 * topic has the ten lines the knowledge base asks for. Not from the development or held-back math questions.
 */
export const ASKS_MATH_2 = `
math-fractions: we shared a chocolate bar in 4 equal bits, how do i write my bit | top number bottom number fraction | denominator meaning | what does the denominator tell you | is 1/8 of a cake more or less than 1/3 | what is a unit fraction | when is a fraction the same as one whole
math-equivalent-fractions: my friend says 3/6 is more than 1/2, is she right | what is simplest form | simplify fraction meaning | do you multiply the top and bottom by the same number | why does cutting pieces smaller not change how much pizza
math-adding-fractions: how do you add a half and a quarter | least common denominator meaning | adding fractions like denominators | my answer was 2/5 for one half plus one third, what did i do wrong | how do you add mixed numbers
math-decimals: tenths place meaning | is 0.50 the same as 0.5 | how are decimals and fractions the same | which is more, 0.3 or 0.29 | what does the 4 in 2.45 stand for
math-percent: how do you change a decimal to a percent | can something be more than 100 percent | what is 10 percent of something | percent and fractions how are they the same | what does 25 percent look like as a fraction
math-place-value: what is the ones place | why do we need zero in 507 | how much is the digit worth in a number | ones tens hundreds thousands | what happens to a number when you times by ten
math-rounding: round to the nearest hundred how | what if the number ends in 5 when rounding | estimate meaning in math | why round instead of using the exact number | rounding decimals how
math-even-odd: is 0 even or odd | odd numbers list | why is 7 odd | can big numbers be even | what is an even number times an odd number
math-addition-subtraction: what is a fact family | adding and subtracting are opposites how | what is regrouping in subtraction | how do you check a take away problem | what is a sum
math-multiplication: times tables why learn | what is a product in math | how is an array like multiplication | does the order matter when you times | what does multiply by one do
math-division: what is long division | what is a divisor | sharing equally meaning | how are times and divide connected | can the remainder be bigger than what you divide by
math-factors: what are the factors of a number | common factors meaning | greatest common factor how to find | factors and multiples difference | is one a factor of every number
math-multiples: skip counting meaning | least common multiple how to find | common multiples meaning | what are the multiples of a number | why do the lights blink together
math-prime-numbers: prime and composite difference | is 1 prime | list of prime numbers | what is prime factorization | are all odd numbers prime
math-area: how many squares cover a shape | area vs perimeter | area of a square how | why is the triangle area half | how do you find the area of a weird shape
math-perimeter: perimeter of a rectangle how | do you add all the sides for perimeter | perimeter in square units or not | how much fence goes around a garden | what is the circumference
math-volume: cubic centimeters meaning | volume of a cube how | how much space a box takes up | volume and area difference | length width height multiply why
math-angles: what is a degree in an angle | what is a straight angle | how many degrees in a full turn | angles in a triangle add up to | do longer lines make a bigger angle
math-shapes: what is a parallelogram | what is a trapezoid | faces edges vertices meaning | is a circle a polygon | what are 3d shapes
math-symmetry: symmetry fold in half match | what is a mirror line | how many lines of symmetry does a rectangle have | what shapes have no symmetry | reflection in math meaning
math-mean-median-mode: what is the average | what is the mean in math | median meaning | how do you find the mode | what is an outlier
math-ratio: what is a unit rate | ratio meaning easy | ratio and fraction difference | what is a proportion in math | what does per mean in math
math-negative-numbers: numbers below zero | minus numbers meaning | why is -8 smaller than -3 | what is the opposite of a number | where are negative numbers used
math-order-of-operations: what do you do first in a math problem with brackets | order of operations meaning | please excuse my dear aunt sally | do you multiply or divide first | what are parentheses for in math
math-variables: what is a variable | what does x stand for | algebra meaning easy | what does 3n mean | what is solving an equation
math-telling-time: what is the hour hand | how do you read minutes on a clock | what does half past mean | what is elapsed time | how many minutes in an hour
math-money: how many cents in a dollar | what is a penny worth | how much is a dime | how do you count money | what is making change
`;
