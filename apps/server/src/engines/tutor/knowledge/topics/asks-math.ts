/**
 * "Asked as" lines for the math concept notes (notes-math.ts), issue 17, session 12, helper tutormath: about five
 * questions per topic in a child's words, written from the notes (not from the development or held-back math
 * questions, whose wording they avoid).
 */
export const ASKS_MATH = `
math-fractions: what are the two numbers in a fraction called | my teacher cut a pie into 8 slices, what is one slice called | fraction meaning easy | what is the line in the middle of a fraction for | can you tell me about fractions | why do the pieces have to be the same size
math-equivalent-fractions: is one half the same as two fourths | how do i make a fraction smaller numbers but same amount | reduce 6/8 how | why is 2/4 equal to 1/2 | how do you check if fractions match in size
math-adding-fractions: can you add fractions if the bottoms are not the same | why dont you add the bottom numbers | how to take away one fraction from another | adding fractions steps | what do you do to the denominators before adding
math-decimals: what is the point in 3.5 for | decimal meaning easy | why is 0.5 bigger than 0.25 | how do you say 0.75 out loud | can you explain decimals
math-percent: what does the % sign mean | what is percent out of | how much is 100 percent | why do they say 50 percent off | percentage meaning easy
math-place-value: why is the 3 in 300 worth more than the 3 in 30 | what does the hundreds place mean | what is expanded form | place value meaning easy | what does each spot in a number stand for
math-rounding: why do we round numbers | when do you round up | what number do you look at to round | what does it mean to estimate an answer | rounding to the nearest ten meaning
math-even-odd: what makes a number even | how can you tell a number is even just by looking | is an odd plus an odd even | what is the difference between even and odd | even numbers meaning easy
math-addition-subtraction: what does adding mean | what is take away | what is borrowing when you subtract | why do you carry the one | what is the answer to a take away called
math-multiplication: what is multiplying | what does 3 times 4 mean in groups | is multiplying just adding lots of times | why does times zero make zero | can you explain multiplication
math-division: what does it mean to divide something | what is left over in division called | why cant you divide by zero | how is dividing like sharing | can you explain division
math-factors: what does it mean when a number is a factor | how do i find all the factors of a number | what is a factor pair | gcf meaning | is the number itself one of its factors
math-multiples: what does multiple mean in math | are multiples the numbers you skip count | lcm meaning | what is the difference between a factor and a multiple | do multiples of a number ever end
math-prime-numbers: what makes a number a prime | why is 2 the only even prime | what is a composite number | is 9 a prime or composite | how can you tell if a number is prime
math-area: what does area mean | why is area in square units | how do you work out how much space a shape covers | area of a triangle how | what is the formula for area
math-perimeter: what is the perimeter of a shape | how do you work out the distance around a shape | perimeter meaning easy | is perimeter the same as area | how do you find the perimeter of a square
math-volume: how do you work out how much a box holds | what does volume mean in math | why is volume in cubic units | volume of a box formula | how many little cubes fit in a box
math-angles: what are angles | what kinds of angles are there | how many degrees is a straight line | what is a protractor for | what is the difference between acute and obtuse
math-shapes: what is a hexagon | what is the difference between a square and a rhombus | how many sides does an octagon have | what are the names of shapes by sides | what is a vertex on a shape
math-symmetry: what is a line of symmetry | how many lines of symmetry does a square have | what does symmetrical mean in math | what is rotational symmetry | does a circle have symmetry
math-mean-median-mode: how do you find the average of some numbers | what is the median of a set of numbers | what does mode mean in math | what is the range in math | mean median mode range meaning
math-ratio: what does a ratio mean | what does 3 to 2 mean | what is a rate in math | what are equivalent ratios | how do you write a ratio
math-negative-numbers: what is a negative number | where do negative numbers go on a number line | is minus 5 smaller than minus 2 | what is absolute value | what are integers in math
math-order-of-operations: what does pemdas mean | which do you do first, adding or multiplying | what is bodmas | why is there an order for doing math | do you always go left to right in math
math-variables: what does a letter mean in math | what is an expression in math | what is an equation | why does algebra use x | what is a coefficient
math-telling-time: how do you tell time | what does the long hand on a clock mean | what does quarter past mean | what is am and pm | how many hours are in a day
math-money: how much is a nickel worth | how many pennies make a dime | how do you make change | how many quarters make a dollar | what coins are there
`;
