/**
 * Math concepts K-8 (what a fraction, a factor or the perimeter IS, how and why a method works), in the compact
 * notes form (see compact.ts). Written for Academy (issue 17, session 12, helper tutormath). The math tutor
 * (../../math/) still works every problem it can read ("what is 3/4 + 1/8"); these notes answer the questions
 * about ideas it cannot parse as a problem. Keywords avoid words other topics are asked by ("mean" as in a word's
 * meaning, "volume" of sound, "shape" in art, "time" in history) unless said as a math phrase.
 */
export const MATH_NOTES = `
# math-fractions | Fractions, numerators and denominators | math | 3-5 | 3.NF.A.1 1.G.A.3 2.G.A.3
k: fraction, fractions, numerator, numerators, denominator, denominators, denominater, numarator, unit fraction, unit fractions, top number of a fraction, bottom number of a fraction, parts of a fraction, halves, thirds, quarters, fourths
e: A fraction is a part of a whole. If you cut a pizza into 4 equal slices and eat 1, you ate one fourth, written 1/4. The bottom number says how many equal parts the whole has; the top number says how many of those parts you have.
m: A fraction names part of a whole (or part of a group) that has been split into EQUAL parts. In 3/4, the bottom number, the denominator, tells how many equal parts the whole is cut into (4), and the top number, the numerator, tells how many of those parts we are counting (3). A fraction with 1 on top, like 1/5, is a unit fraction: one single part. When the numerator equals the denominator (4/4) you have the whole thing, which is 1; when the numerator is bigger (5/4) you have more than one whole. A fraction is also a number with its own place on the number line, and it can mean a division: 3/4 is 3 divided by 4.
d: Fractions with the same denominator compare by their numerators (5/8 > 3/8). With the same numerator, the bigger denominator makes the smaller fraction (1/8 < 1/3), because the whole is cut into more, smaller pieces. Improper fractions such as 7/3 can be written as mixed numbers (2 1/3).
s: If you share a sandwich equally with one friend, what part do you each get? | What would happen if the pieces were not the same size: could we still call one of them a half? | Which tells you how many pieces the whole was cut into: the top or the bottom number?
x: The parts of a fraction can be any size. => A fraction needs equal parts; uneven pieces are not halves or fourths.
x: 1/8 is bigger than 1/3 because 8 is bigger than 3. => The bigger the denominator, the smaller each piece, so 1/8 is less than 1/3.
f: numerator = top / the top number :: The numerator is the top number of a fraction: how many equal parts we are counting.
f: denominator = bottom / the bottom number :: The denominator is the bottom number of a fraction: how many equal parts make the whole.
c: In the fraction 2/5, which number is the denominator? = 5 / five :: It is the number on the bottom: how many equal parts the whole has.
v: numerator = the top number of a fraction: how many parts we count
v: denominator = the bottom number of a fraction: how many equal parts make a whole
v: fraction = a number that names equal parts of a whole

# math-equivalent-fractions | Equivalent fractions and simplifying | math | 3-5 | 3.NF.A.3
k: equivalent fractions, equivalent fraction, equal fractions, simplify a fraction, simplifying fractions, simplest form, lowest terms, reduce a fraction, reducing fractions, same fraction different numbers
e: Some fractions look different but are the same amount. Half a pizza is the same as two quarters of the pizza: 1/2 and 2/4 are equivalent fractions.
m: Equivalent fractions name the same amount with different numbers, such as 1/2, 2/4 and 4/8. You make one by multiplying (or dividing) the numerator AND the denominator by the same number: 2/3 = (2×4)/(3×4) = 8/12. This works because you are only cutting each piece into more, smaller pieces (or joining pieces), not changing how much you have. Simplifying a fraction means dividing the top and bottom by a common factor until no number but 1 divides both: 8/12 ÷ 4/4 = 2/3, which is in simplest form.
d: The quickest way to simplify is to divide by the greatest common factor of the numerator and denominator. Two fractions are equivalent exactly when their cross products are equal: 2/3 and 8/12 are equivalent because 2 × 12 = 3 × 8.
s: If you cut each half of a pizza into two pieces, how many pieces are there now, and how many did you have? | Did you get more pizza by cutting it smaller? | What could you do to the top and the bottom of 2/3 so that the amount stays the same?
x: To make an equivalent fraction you can add the same number to the top and bottom. => You must multiply or divide both by the same number; adding changes the amount (1/2 is not 2/3).
x: A fraction with bigger numbers is a bigger amount. => 4/8 is the same amount as 1/2: the pieces are smaller but there are more of them.
f: equivalent 1/2 = 2/4 / 3/6 / 4/8 :: 1/2, 2/4, 3/6 and 4/8 are all equivalent: the same amount.
c: What do you do to the numerator and denominator to make an equivalent fraction? = multiply / multiply both by the same number / divide :: Do the same thing to the top and the bottom.
v: equivalent = having the same value
v: simplest form = a fraction whose top and bottom share no factor but 1

# math-adding-fractions | Adding and subtracting fractions | math | 3-5 |
k: adding fractions, add fractions, subtracting fractions, subtract fractions, common denominator, common denominators, unlike denominators, adding fractions with different denominators
e: To add fractions that have the same bottom number, add the top numbers and keep the bottom number: 1/4 + 2/4 = 3/4. The pieces are the same size, so you just count them.
m: You can only add or subtract pieces of the same size. When the denominators match, add (or subtract) the numerators and keep the denominator: 3/8 + 2/8 = 5/8, because 3 eighths and 2 eighths are 5 eighths. When the denominators are different, first rewrite the fractions as equivalent fractions with a common denominator, a number both denominators divide into. For 1/2 + 1/3, use sixths: 1/2 = 3/6 and 1/3 = 2/6, so the sum is 5/6. Then simplify the answer if you can. Subtracting works the same way: 3/4 − 1/8 = 6/8 − 1/8 = 5/8.
d: The least common denominator is the least common multiple of the denominators; any common multiple works, but the least keeps the numbers small. For mixed numbers, add the whole numbers and the fractions separately (or turn them into improper fractions first), and regroup a whole if the fractions add to more than 1.
s: What is 1 apple plus 1 apple? And 1 fourth plus 1 fourth? | Can you add 1 half and 1 third straight away, when the pieces are different sizes? | What size of piece could both halves and thirds be cut into?
x: To add fractions, add the tops and add the bottoms: 1/2 + 1/3 = 2/5. => Only the numerators are added, once the pieces are the same size: 1/2 + 1/3 = 3/6 + 2/6 = 5/6.
x: When you add fractions the denominator gets bigger. => With a common denominator, the denominator stays the same; it only names the size of the pieces.
f: add fractions same denominator = add the numerators / numerators :: With the same denominator, add the numerators and keep the denominator.
c: When two fractions have the same denominator, which numbers do you add? = numerators / the numerators / the top numbers :: The bottom number names the size of the pieces, and that does not change.
v: common denominator = a denominator that two or more fractions share
v: least common denominator = the smallest number that all the denominators divide into

# math-decimals | Decimals | math | 3-5 |
k: decimal, decimals, decimal point, decimal number, decimal numbers, tenths, hundredths, thousandths, tenths place, hundredths place, the dot in a number, point in a number
e: A decimal is a number with a dot in it, called a decimal point. The digits after the dot are parts of one. In money, $2.50 means 2 whole dollars and 50 cents, which is half a dollar.
m: A decimal uses place value to write parts of a whole. The decimal point separates the whole-number part (left) from the parts smaller than one (right). The first place after the point is tenths, then hundredths, then thousandths, so 3.45 means 3 ones, 4 tenths and 5 hundredths. Each place is ten times smaller than the place to its left. Decimals are another way to write fractions with denominators 10, 100, 1000: 0.7 = 7/10 and 0.25 = 25/100 = 1/4. To compare decimals, line up the decimal points and compare place by place from the left: 0.5 is bigger than 0.45 because 5 tenths beat 4 tenths.
d: A zero at the end of a decimal does not change its value (0.5 = 0.50), but a zero right after the point does (0.05 is five hundredths). Some fractions make decimals that never end: 1/3 = 0.333..., a repeating decimal.
s: What does the 5 in $3.50 stand for? | Which is more: 5 tenths or 45 hundredths? How could you tell? | How would you write 7 tenths as a decimal?
x: 0.45 is bigger than 0.5 because 45 is bigger than 5. => Compare tenths first: 0.5 has 5 tenths and 0.45 has only 4, so 0.5 is bigger.
x: The more digits a decimal has, the bigger it is. => 0.1 is bigger than 0.099; the place of each digit matters, not how many digits there are.
f: decimal point = separates the whole number / whole :: The decimal point separates the whole-number part from the parts smaller than one.
c: In 2.7, what does the 7 stand for? = 7 tenths / seven tenths / tenths :: It is the first place to the right of the point.
v: decimal point = the dot that separates whole numbers from parts of one
v: tenth = one of ten equal parts of one whole
v: hundredth = one of a hundred equal parts of one whole

# math-percent | Percent | math | 6-8 |
k: percent, percentage, percentages, per cent, percent sign, out of 100, out of a hundred, fraction to percent, decimal to percent, percent mean
e: Percent means "out of 100". 50 percent means 50 out of every 100, which is half. 100 percent means all of it.
m: Percent means "per hundred", so a percent is a ratio compared to 100. 25% means 25 out of 100, which is the same as the fraction 25/100 = 1/4 and the decimal 0.25. 100% is the whole amount, 50% is half and 10% is one tenth. To turn a fraction into a percent, find the equivalent fraction out of 100 (3/5 = 60/100 = 60%), or divide to get a decimal and multiply by 100 (3 ÷ 5 = 0.6 → 60%). To find a percent of an amount, turn the percent into a fraction or decimal and multiply: 20% of 50 = 0.2 × 50 = 10.
d: A percent can be more than 100% (150% is one and a half times the amount) or less than 1% (0.5%). Percent change compares a change to the starting amount: from 40 to 50 is an increase of 10/40 = 25%. Sales tax, discounts, tips and interest are all percents of an amount.
s: If you got 100 percent on a quiz, how many did you get right? | What fraction is 50 out of 100? | How could you write 1/4 as a number out of 100?
x: A percent can never be more than 100. => A percent can be more than 100%: 200% of a number is twice the number.
x: 10% of a number is the number minus 10. => 10% is one tenth of the number: 10% of 70 is 7.
f: percent mean = out of 100 / per hundred :: Percent means out of 100.
c: What does 50% of something mean? = half / one half / 1/2 :: It is 50 out of every 100.
v: percent = a number out of 100, written with the sign %
v: ratio = a comparison of two amounts

# math-place-value | Place value | math | K-2 | 1.NBT.B.2 2.NBT.A.1
k: place value, place values, ones place, tens place, hundreds place, thousands place, ones tens hundreds, value of a digit, value of the digit, digits, what is a digit, expanded form, standard form
e: In a number, the place of a digit tells what it is worth. In 34, the 3 is in the tens place, so it means 3 tens, which is 30, and the 4 means 4 ones. 34 is 30 + 4.
m: Our number system has ten digits, 0 to 9, and the place of a digit tells its value. From the right, the places are ones, tens, hundreds, thousands and so on; each place is worth ten times the place to its right. So in 582 the 5 is worth 500, the 8 is worth 80 and the 2 is worth 2. Writing 582 as 500 + 80 + 2 is called expanded form. Zero holds a place when it is empty: 407 has no tens. Place value is why we line up numbers when we add and subtract, and why ten ones can be traded for one ten.
d: Place value continues to the right of the decimal point (tenths, hundredths) and up to millions and billions. Multiplying by 10 moves every digit one place to the left.
s: Is the 3 in 30 worth the same as the 3 in 300? | If you had 10 single blocks, could you trade them for something? | Why do we need the 0 in 205?
x: The 5 in 54 means five. => Its place makes it 5 tens, which is fifty.
x: Zero means nothing, so it can be left out. => Zero holds a place: 205 and 25 are different numbers.
f: digits how many = ten / 10 :: Our number system uses ten digits: 0, 1, 2, 3, 4, 5, 6, 7, 8 and 9.
c: In the number 63, how much is the 6 worth? = 60 / sixty / 6 tens :: It is in the tens place.
v: digit = one of the symbols 0 to 9 used to write numbers
v: place value = the value a digit has because of its place in a number

# math-rounding | Rounding and estimating | math | 3-5 | 3.NBT.A.1
k: rounding, round numbers, round up, round down, rounding numbers, nearest ten, nearest hundred, estimate, estimating, estimation, about how many, rounding rules
e: Rounding means changing a number to a nearby, easier number. 48 is close to 50, so 48 rounded to the nearest ten is 50.
m: Rounding replaces a number with a nearby number that is easier to work with, when "about" is good enough. To round to the nearest ten, find the two tens the number is between and pick the closer one: 63 is between 60 and 70 and closer to 60. Look at the digit just to the right of the place you are rounding to: if it is 5 or more, round up; if it is 4 or less, round down. So 65 rounds up to 70, and 3.42 rounded to the nearest tenth is 3.4. Estimating uses rounded numbers to get a quick answer and to check if an exact answer makes sense: 49 + 32 is about 50 + 30 = 80.
d: A number exactly halfway (like 65) is usually rounded up by this rule. Rounding too early in a long calculation can make the final answer less accurate, so round at the end.
s: Is 48 closer to 40 or to 50? | Why might someone say "about 50 people" instead of "48 people"? | What digit do you look at when rounding to the nearest ten?
x: When rounding down you make the digit smaller by one (43 → 33). => Rounding down keeps the tens digit and changes the ones to zero: 43 → 40.
f: round up or down = 5 or more / five or more :: Look at the next digit: 5 or more rounds up, 4 or less rounds down.
c: Is 74 closer to 70 or to 80? = 70 / seventy :: Count how far it is from each.
v: round = to change a number to a nearby number that is easier to use
v: estimate = a close guess worked out with easy numbers

# math-even-odd | Even and odd numbers | math | K-2 | 2.OA.C.3
k: even number, even numbers, odd number, odd numbers, even and odd, odd and even, is it even, is it odd, evens, odds
e: An even number can be split into two equal groups or into pairs with none left over: 2, 4, 6, 8, 10. An odd number always has one left over: 1, 3, 5, 7, 9.
m: A whole number is even if it can be shared into two equal groups, or paired up, with nothing left over; it is odd if one is always left over. Even numbers end in 0, 2, 4, 6 or 8, and odd numbers end in 1, 3, 5, 7 or 9, so you only need to look at the ones digit: 3,458 is even. Even and odd take turns along the number line. Patterns: even + even = even, odd + odd = even, even + odd = odd.
d: Even numbers are the multiples of 2 (they can be written 2n); odd numbers are one more than an even number (2n + 1). Zero is even, because 0 ÷ 2 = 0 with nothing left over. Negative numbers are even or odd too: −4 is even.
s: If 7 children pair up for a game, does everyone get a partner? | Which digit of a big number tells you if it is even? | Is an odd number plus an odd number even or odd? Try a few.
x: Zero is not even or odd. => Zero is even: it splits into two equal groups of 0.
x: A big number like 1,000,001 is even because it is big. => Only the last digit matters; it ends in 1, so it is odd.
f: zero even = yes / even :: Zero is an even number.
c: Is 15 even or odd? = odd :: Try putting 15 things into pairs.
v: even number = a number that splits into pairs with none left over
v: odd number = a number that has one left over when put into pairs

# math-addition-subtraction | What adding and subtracting mean | math | K-2 | 1.OA.A.1 2.NBT.B.5 2.NBT.B.7
k: addition, subtraction, what does add mean, what does subtract mean, adding, subtracting, take away, regrouping, regroup, carrying, carry the one, borrowing, sum, difference in math, minus sign, plus sign
e: Adding means putting groups together to find how many in all: 3 apples and 2 apples make 5 apples. Subtracting means taking some away, or finding how many more one group has: 5 take away 2 leaves 3.
m: Addition joins amounts; the answer is the sum. Subtraction takes an amount away or compares two amounts; the answer is the difference. They are opposites: because 8 + 5 = 13, we know 13 − 5 = 8 (a fact family). Order does not matter in addition (4 + 9 = 9 + 4), but it does in subtraction. When a column adds up to 10 or more, we regroup (carry): 10 ones become 1 ten in the next column. When a column has too few to subtract, we regroup (borrow) 1 ten from the next column into 10 ones: for 42 − 17, trade a ten so 12 − 7 = 5, then 3 − 1 = 2, so 25.
d: You can check a subtraction by adding the answer back: 25 + 17 = 42. Thinking of subtraction as "adding on" (how far from 17 up to 42?) makes mental math easier.
s: If you have 3 stickers and get 4 more, do you have more or fewer? | How could you check 13 − 5 with an addition? | What could you do if a column has 2 ones and you must take away 7?
x: In subtraction you always take the smaller digit from the bigger one (42 − 17 = 35). => When the top digit is smaller, regroup a ten: 42 − 17 = 25.
f: addition answer called = sum :: The answer to an addition is called the sum.
f: subtraction answer called = difference :: The answer to a subtraction is called the difference.
c: What is the answer to an addition problem called? = sum / the sum :: It is a short word that starts with s.
v: sum = the answer when you add
v: difference = the answer when you subtract
v: regroup = to trade 10 of one place for 1 of the next place, or 1 for 10

# math-multiplication | What multiplication means | math | 3-5 | 3.OA.A.1 3.OA.B.5 3.OA.C.7
k: multiplication, what is times, what does times mean, multiplying, multiply, times tables, times table, multiplication tables, arrays, array, equal groups, repeated addition, product in math, commutative property
e: Multiplying is a quick way to add equal groups. 3 × 4 means 3 groups of 4: 4 + 4 + 4 = 12.
m: Multiplication finds the total of equal groups. 5 × 3 means 5 groups of 3 (or 3 added 5 times), so 5 × 3 = 15; the numbers multiplied are factors and the answer is the product. You can picture it as an array, rows and columns of dots: 5 rows of 3. Turning the array sideways shows that 5 × 3 = 3 × 5 (order does not matter). Anything times 1 is itself, and anything times 0 is 0. Knowing the times tables helps with division, fractions and area, and big products can be split into easier ones: 6 × 14 = 6 × 10 + 6 × 4 = 84.
d: Multiplication also scales: 3 × 8 can mean "three times as many as 8". Multiplying by a fraction less than 1 makes a number smaller (½ × 8 = 4), so "multiplying always makes bigger" is only true for numbers greater than 1.
s: How could you find out how many wheels 4 bikes have without counting one by one? | Is 3 rows of 5 chairs the same number as 5 rows of 3? | What happens when you multiply a number by 0?
x: Multiplying always makes a number bigger. => Times 1 keeps it the same, times 0 gives 0, and times a fraction less than 1 makes it smaller.
f: multiplication answer called = product :: The answer to a multiplication is called the product.
c: What addition is the same as 4 × 3? = 3 + 3 + 3 + 3 / 4 + 4 + 4 :: Four groups of three.
v: product = the answer when you multiply
v: array = objects set out in equal rows and columns
v: factor = a number you multiply

# math-division | What division means | math | 3-5 | 3.OA.A.2 3.OA.B.6
k: division, dividing, what is division, what does divide mean, remainder, remainders, quotient, dividend, divisor, sharing equally, long division, division sign
e: Dividing means sharing into equal groups. If 12 cookies are shared by 3 friends, each gets 4: 12 ÷ 3 = 4.
m: Division splits an amount into equal groups. 12 ÷ 3 can mean "share 12 into 3 groups: how many in each?" or "how many groups of 3 are in 12?"; both answers are 4. The number being divided is the dividend, the number you divide by is the divisor and the answer is the quotient. Division is the opposite of multiplication: 12 ÷ 3 = 4 because 3 × 4 = 12. When things cannot be shared evenly, the amount left over is the remainder: 14 ÷ 4 = 3 remainder 2, since 4 × 3 = 12 and 2 are left. A remainder is always smaller than the divisor.
d: You can never divide by zero: no number of groups of 0 makes 12. A remainder can also be written as a fraction or decimal: 14 ÷ 4 = 3 2/4 = 3.5. Long division repeats divide, multiply, subtract and bring down, one place at a time.
s: If 10 stickers are shared fairly between 2 friends, how many does each get? | What multiplication fact helps you find 20 ÷ 4? | If 13 children get into teams of 4, what happens to the extra child?
x: You can divide by zero and get zero. => Division by zero has no answer.
x: The remainder can be bigger than the number you divide by. => If it were, you could make another group; a remainder is always smaller than the divisor.
f: remainder = left over / what is left over :: The remainder is what is left over when an amount cannot be shared equally.
f: division answer called = quotient :: The answer to a division is called the quotient.
c: What do we call the amount left over in a division? = remainder / the remainder :: It is what remains.
v: quotient = the answer when you divide
v: remainder = the amount left over after dividing into equal groups
v: divisor = the number you divide by

# math-factors | Factors | math | 3-5 |
k: factor, factors, factor pairs, factor pair, what is a factor, factors of a number, greatest common factor, gcf, common factor, common factors, factor in math
e: Factors are numbers you multiply together to make another number. 2 and 3 are factors of 6, because 2 × 3 = 6.
m: A factor of a number divides it evenly, with no remainder. The factors of 12 are 1, 2, 3, 4, 6 and 12, because 1 × 12, 2 × 6 and 3 × 4 all make 12; these are its factor pairs. Every number has 1 and itself as factors. To find all the factors, try dividing by 1, 2, 3 and so on, writing each pair, until the pairs start to repeat. A common factor is a factor two numbers share, and the greatest common factor (GCF) is the biggest one: the GCF of 12 and 18 is 6. The GCF helps simplify fractions.
d: Factors and multiples are two sides of one fact: 3 is a factor of 12 exactly when 12 is a multiple of 3. Writing a number as a product of primes (12 = 2 × 2 × 3) is its prime factorisation.
s: Can you make 12 chairs into equal rows in more than one way? | What numbers divide 10 with nothing left over? | Why is 1 a factor of every number?
x: A number has only a few small factors, not itself. => Every number is a factor of itself: 12 is a factor of 12.
x: Factors and multiples are the same thing. => Factors of 12 divide into 12 (1, 2, 3, 4, 6, 12); multiples of 12 are 12 times something (12, 24, 36...).
f: factors 12 = 1, 2, 3, 4, 6, 12 :: The factors of 12 are 1, 2, 3, 4, 6 and 12.
c: Is 5 a factor of 20? = yes :: Does 5 divide 20 with nothing left over?
v: factor = a number that divides another number evenly
v: greatest common factor = the biggest factor two numbers share

# math-multiples | Multiples | math | 3-5 |
k: multiple, multiples, what is a multiple, multiples of, common multiple, common multiples, least common multiple, lcm, skip counting, skip count
e: Multiples of a number are what you get when you skip count by it. Multiples of 5 are 5, 10, 15, 20 and so on.
m: A multiple of a number is that number times a whole number. The multiples of 4 are 4, 8, 12, 16, 20..., the numbers you say when you skip count by 4. A number has endless multiples but only a few factors. A common multiple is a multiple two numbers share; the least common multiple (LCM) is the smallest: the multiples of 4 are 4, 8, 12... and of 6 are 6, 12, 18..., so the LCM of 4 and 6 is 12. The LCM is the least common denominator when adding fractions.
d: The LCM of two numbers times their GCF equals the numbers multiplied together: LCM(4, 6) × GCF(4, 6) = 12 × 2 = 24 = 4 × 6.
s: What numbers do you say when you count by 3s? | Do the multiples of a number ever stop? | If one light blinks every 4 seconds and another every 6, when do they blink together?
x: The multiples of a number are smaller than it. => Multiples are the number times 1, 2, 3...: they are the number itself or bigger.
f: multiples 5 = 5, 10, 15, 20 :: The multiples of 5 are 5, 10, 15, 20 and so on.
c: Is 18 a multiple of 6? = yes :: Skip count by 6.
v: multiple = a number times a whole number
v: least common multiple = the smallest multiple two numbers share

# math-prime-numbers | Prime and composite numbers | math | 3-5 |
k: prime number, prime numbers, primes, composite number, composite numbers, composite, prime or composite, is 1 prime, prime factorization, prime factorisation, sieve of eratosthenes
e: A prime number has exactly two factors: 1 and itself. 7 is prime because only 1 × 7 makes 7. A composite number, like 6, can also be made other ways (2 × 3).
m: A prime number is a whole number greater than 1 whose only factors are 1 and itself: 2, 3, 5, 7, 11, 13, 17, 19, 23, 29... A composite number has more than two factors: 12 is composite because 2 × 6 and 3 × 4 also make it. The number 1 is neither prime nor composite, since it has only one factor. 2 is the only even prime; every other even number has 2 as a factor. To test whether a number is prime, try dividing it by the primes up to its square root: 29 is not divisible by 2, 3 or 5, so it is prime.
d: Every whole number greater than 1 is a product of primes in exactly one way (12 = 2 × 2 × 3), which is why primes are called the building blocks of numbers. There are infinitely many primes, as the Greek mathematician Euclid proved.
s: How many different rectangles can you make with 7 square tiles? And with 12? | What are all the numbers that divide 13? | Why do you think 1 is left out of the primes?
x: All odd numbers are prime. => 9, 15 and 21 are odd but composite (9 = 3 × 3).
x: 1 is a prime number. => 1 has only one factor, so it is neither prime nor composite.
f: 1 prime = neither / no :: 1 is not prime: a prime needs exactly two factors, and 1 has only one.
f: only even prime = 2 / two :: 2 is the only even prime number.
c: What is the only even prime number? = 2 / two :: Every other even number can be divided by it.
v: prime number = a number whose only factors are 1 and itself
v: composite number = a number with more than two factors

# math-area | Area | math | 3-5 | 3.MD.C.5 3.MD.C.7
k: area, what is area, area of a rectangle, area of a square, area of a triangle, find the area, square units, square centimeters, square feet, square meters, area formula, length times width
e: Area is how much flat space a shape covers. You can find it by counting the squares that cover the shape with no gaps.
m: Area measures the space inside a flat shape, in square units (square centimetres, square feet). Picture covering a rectangle with 1-by-1 squares: a rectangle 5 units long and 3 units wide holds 3 rows of 5 squares, 15 in all, so its area is length × width = 15 square units. A square's area is side × side. A triangle is half of a rectangle, so its area is ½ × base × height. Shapes made of rectangles can be split into pieces and the areas added.
d: A parallelogram's area is base × height (cut off a triangle and slide it across to make a rectangle). A circle's area is π × radius × radius. Doubling every side of a shape multiplies its area by 4.
s: How many 1-inch squares would cover a card 4 inches by 2 inches? | Why do we write area in square units? | How could a triangle be half of a rectangle?
x: Area and perimeter are the same. => Area is the space inside (square units); perimeter is the distance around the edge (units).
f: area rectangle = length times width / length × width :: The area of a rectangle is length × width.
c: How do you find the area of a rectangle? = length times width / multiply length by width / length × width :: Think of rows of squares.
v: area = the amount of flat space inside a shape
v: square unit = a square 1 unit on each side, used to measure area

# math-perimeter | Perimeter | math | 3-5 | 3.MD.D.8
k: perimeter, perimiter, perimeter mean, what is perimeter, perimeter of a rectangle, perimeter of a square, find the perimeter, distance around a shape, around the edge, fence around
e: Perimeter is the distance all the way around the outside of a shape. Walk around the edge of a shape and add up every side: that is its perimeter.
m: The perimeter of a flat shape is the total length of its outline: add the lengths of all the sides. A rectangle 6 cm long and 4 cm wide has perimeter 6 + 4 + 6 + 4 = 20 cm, or 2 × (length + width). A square's perimeter is 4 × side. Perimeter is measured in ordinary length units (cm, m, inches, feet), not square units, because it is a length. You use it for fences, frames, borders and ribbons around things. The perimeter of a circle has its own name, the circumference.
d: Two shapes can have the same perimeter but different areas: a 1-by-5 and a 3-by-3 rectangle both have perimeter 12, yet areas 5 and 9. For a given perimeter, a square encloses the most area of all rectangles.
s: If you walked around the edge of the playground, what would you be measuring? | How many sides would you add up for a triangle? | Why is perimeter measured in metres and not square metres?
x: Perimeter is length times width. => That is area; perimeter adds up all the sides.
f: perimeter = distance around / around :: Perimeter is the distance around the outside of a shape.
c: What do you do with the side lengths to find a perimeter? = add / add them / add them up :: Walk all the way around.
v: perimeter = the distance around the outside of a shape
v: circumference = the perimeter of a circle

# math-volume | Volume in math | math | 3-5 |
n: volume in math
k: volume in math, volume of a box, volume of a cube, volume of a rectangular prism, cubic units, cubic centimeters, cubic inches, unit cubes, length times width times height, volume formula, how much space inside a box
e: Volume is how much space something takes up, or how much a box can hold. You can find it by counting how many small cubes fill the box.
m: Volume measures the space inside a solid shape, in cubic units (cubic centimetres, cubic inches). Picture filling a box with unit cubes: a box 4 cubes long, 3 wide and 2 high holds 4 × 3 = 12 cubes in each layer and 2 layers, 24 cubes in all. So the volume of a rectangular prism (a box) is length × width × height, or the area of the base × the height. Liquids are measured by volume too, in litres or millilitres (1 millilitre fills 1 cubic centimetre).
d: A cube's volume is side × side × side (side cubed). A cylinder's volume is the area of its circle base times its height. Doubling every edge of a box makes its volume 8 times bigger.
s: How many sugar cubes would fill a box 3 long, 2 wide and 1 high? | What changes if you add a second layer? | Why is volume in cubic units, not square units?
x: Volume is the same as area. => Area is flat (square units); volume fills space in three directions (cubic units).
f: volume box = length times width times height / length × width × height :: The volume of a box is length × width × height.
c: What units measure volume? = cubic units / cubic centimeters / cubes :: Think of small cubes filling the space.
v: volume = the amount of space inside a solid shape
v: cubic unit = a cube 1 unit on each side, used to measure volume

# math-angles | Angles | math | 3-5 |
k: angle, angles, right angle, right angles, acute angle, obtuse angle, straight angle, reflex angle, degrees in an angle, protractor, measure an angle, types of angles, vertex of an angle
e: An angle is made where two lines meet at a point. A right angle is a square corner, like the corner of a book. Angles smaller than that are sharp; bigger ones are wide.
m: An angle is formed by two rays that share an endpoint, the vertex; its size is how far one ray turns from the other, measured in degrees (°) with a protractor. A full turn is 360°. A right angle is a quarter turn, 90°, the square corner of a page. An acute angle is less than 90°, an obtuse angle is between 90° and 180°, and a straight angle is exactly 180°, a straight line. The length of the sides does not change an angle's size: only the amount of turn does.
d: The angles in any triangle add up to 180°, and in any quadrilateral to 360°. Angles that add to 90° are complementary; angles that add to 180° are supplementary. Vertical angles, opposite each other where two lines cross, are equal.
s: Can you find a square corner in this room? | If you open a door a little, is the angle bigger or smaller than when it is wide open? | If you draw longer sides, does the angle get bigger?
x: An angle with longer lines is bigger. => An angle's size is the amount of turn between the sides, not how long they are.
f: right angle degrees = 90 / ninety :: A right angle measures 90 degrees.
f: obtuse = more than 90 / bigger than a right angle :: An obtuse angle is more than 90° but less than 180°.
f: acute = less than 90 / smaller than a right angle :: An acute angle is less than 90°.
c: How many degrees is a right angle? = 90 / ninety :: It is a quarter of a full 360° turn.
v: vertex = the point where the two sides of an angle meet
v: degree = the unit for measuring angles; a full turn is 360 degrees
v: protractor = a tool for measuring angles

# math-shapes | Shapes in geometry: polygons and solids | math | K-2 | K.G.A.2 1.G.A.1 2.G.A.1 3.G.A.1
k: polygon, polygons, quadrilateral, quadrilaterals, rectangle, rectangles, triangle, triangles, pentagon, hexagon, octagon, rhombus, trapezoid, parallelogram, sides and vertices, vertices, 2d shapes, 3d shapes, solid shapes, rectangular prism, pyramid shape, how many sides, faces edges vertices
e: Flat shapes are named by their sides and corners. A triangle has 3 sides, a square and a rectangle have 4, a pentagon 5, a hexagon 6 and an octagon 8. Solid shapes like a cube, a ball (sphere) and a can (cylinder) take up space.
m: A polygon is a closed flat shape made of straight sides; the corners are called vertices. Polygons are named by their number of sides: triangle (3), quadrilateral (4), pentagon (5), hexagon (6), octagon (8). Quadrilaterals have their own family: a parallelogram has two pairs of parallel sides, a rectangle is a parallelogram with four right angles, a rhombus has four equal sides, a square is both a rectangle and a rhombus, and a trapezoid has at least one pair of parallel sides. A circle is not a polygon (it has no straight sides). Solid (3-D) shapes have faces, edges and vertices: a cube has 6 square faces, 12 edges and 8 vertices.
d: A regular polygon has all sides and all angles equal. The angles inside a polygon with n sides add up to (n − 2) × 180°. Triangles are sorted by sides (equilateral, isosceles, scalene) and by angles (acute, right, obtuse).
s: How many sides does a stop sign have? | Is a square a kind of rectangle? What must a rectangle have? | Why is a circle not a polygon?
x: A square is not a rectangle. => A square has four right angles, so it is a special rectangle with all sides equal.
x: A shape turned on its point (a tilted square) is a different shape. => Turning a shape does not change its name.
f: hexagon sides = 6 / six :: A hexagon has 6 sides.
f: quadrilateral = 4 sides / four sides :: A quadrilateral is any polygon with 4 sides.
c: How many sides does a pentagon have? = 5 / five :: Think of the Pentagon building, or a house shape.
v: polygon = a closed flat shape with straight sides
v: vertex = a corner where sides or edges meet (plural vertices)
v: quadrilateral = a polygon with four sides

# math-symmetry | Symmetry in math | math | 3-5 |
n: symmetry in math
k: line of symmetry, lines of symmetry, line symmetry, symmetry in math, rotational symmetry, reflect a shape, mirror line, symmetric shape, how many lines of symmetry
e: A shape has a line of symmetry if you can fold it along a line and the two halves match exactly, like a butterfly's wings.
m: A line of symmetry divides a shape into two halves that are mirror images: fold along it and the halves fit exactly. A rectangle has 2 lines of symmetry, a square 4, an equilateral triangle 3 and a circle infinitely many; some shapes, like most scalene triangles, have none. A shape has rotational symmetry if it looks the same after being turned less than a full turn: a square looks the same after every quarter turn. Reflecting a shape in a mirror line flips it over to make its mirror image.
d: Reflections, rotations and translations (slides) are transformations that keep a shape's size and angles the same. The number of lines of symmetry of a regular polygon equals its number of sides.
s: If you fold a paper heart down the middle, do the halves match? | Can a rectangle be folded along a diagonal so the halves match? Try it. | How many ways can you fold a square so the halves match?
x: A rectangle's diagonal is a line of symmetry. => Folding along the diagonal does not make the halves match; a rectangle has 2 lines of symmetry, through the middles of its sides.
f: square lines symmetry = 4 / four :: A square has 4 lines of symmetry.
c: How many lines of symmetry does a rectangle that is not a square have? = 2 / two :: Fold it long-ways and short-ways.
v: line of symmetry = a line that splits a shape into two matching mirror halves
v: reflection = a flip of a shape over a line

# math-mean-median-mode | Mean, median, mode and range | math | 6-8 |
k: mean median mode, mean median and mode, median, mode in math, mode of a set, range in math, average, averages, mean average, find the mean, find the average, measures of center, data set
e: The average tells you what is typical in a group of numbers. To find it, add the numbers and share the total equally: the average of 2, 4 and 6 is 12 ÷ 3 = 4.
m: Mean, median and mode each describe the middle or typical value of a data set. The mean (the usual "average") is the total shared equally: add the values and divide by how many there are, so for 3, 5, 5, 7, 10 the mean is 30 ÷ 5 = 6. The median is the middle value when the data are put in order (5 here); with an even count, it is halfway between the two middle values. The mode is the value that appears most often (5 here); a set can have no mode or more than one. The range, highest minus lowest (10 − 3 = 7), tells how spread out the data are.
d: An outlier, a value far from the rest, pulls the mean toward it but hardly moves the median, which is why median house prices are reported. Which measure is best depends on the question: the mode suits categories (favourite colour), the median suits skewed data.
s: If three friends have 2, 4 and 6 sweets and share them equally, how many does each get? | Which is the middle number of 9, 1, 5 once they are in order? | Which measure would you use to say the most popular shoe size?
x: The median is the middle number in the list as written. => Put the numbers in order first, then take the middle one.
x: The mean, median and mode are always the same number. => They are often different; each measures the middle in its own way.
f: mean average = add / divide :: The mean is the sum of the values divided by how many values there are.
f: median = middle :: The median is the middle value when the data are in order.
f: mode = most often / most :: The mode is the value that appears most often.
c: Which measure is the value that appears most often? = mode / the mode :: It sounds like "most".
v: mean = the sum of the values divided by how many there are
v: median = the middle value of ordered data
v: mode = the value that appears most often
v: range = the highest value minus the lowest

# math-ratio | Ratios and rates | math | 6-8 |
k: ratio, ratios, what is a ratio, equivalent ratios, ratio table, unit rate, unit rates, proportional, for every, to 1 ratio
e: A ratio compares two amounts. If there are 3 red marbles for every 2 blue marbles, the ratio of red to blue is 3 to 2.
m: A ratio compares two quantities, written 3 to 2, 3:2 or 3/2. In a class of 12 girls and 10 boys, the ratio of girls to boys is 12:10, which simplifies to 6:5 (divide both by 2, just like a fraction). Equivalent ratios describe the same comparison: 1 cup of juice to 3 cups of water is the same mix as 2 to 6. A rate compares quantities of different kinds, like 60 miles in 2 hours; a unit rate is "per one", 30 miles per hour. Order matters: girls to boys (6:5) is not boys to girls (5:6).
d: A proportion says two ratios are equal (2/3 = 8/12); you can solve one by cross-multiplying or by scaling. Two quantities are proportional when their ratio stays the same, and their graph is a straight line through zero.
s: If a recipe uses 2 eggs for every cup of flour, how many eggs for 3 cups? | Is 2 red for every 3 blue the same as 3 red for every 2 blue? | What does "per" mean in "miles per hour"?
x: A ratio 2:3 means 2 out of 3. => 2:3 compares the two parts; as parts of the whole it is 2 out of 5.
f: ratio = compares / compare two amounts :: A ratio compares two amounts.
c: A bag has 4 apples and 6 oranges. What is the ratio of apples to oranges in simplest form? = 2:3 / 2 to 3 :: Divide both numbers by the same number.
v: ratio = a comparison of two amounts
v: unit rate = how much of one quantity for 1 of another

# math-negative-numbers | Negative numbers and integers | math | 6-8 |
k: negative number, negative numbers, negatives, integers, integer, less than zero, below zero, minus numbers, number line, opposite numbers, absolute value, positive and negative numbers
e: Negative numbers are less than zero. On a cold day the temperature can be −5 degrees: 5 degrees below zero.
m: Negative numbers are numbers less than zero, written with a minus sign: −1, −2, −3. On a number line they sit to the left of zero, and the further left, the smaller: −8 is less than −3. The whole numbers, their negatives and zero together are the integers. A number and its opposite are the same distance from zero (5 and −5); that distance is its absolute value, |−5| = 5. We use negatives for temperatures below zero, depths below sea level and money owed. Adding a negative is like subtracting: 7 + (−3) = 4.
d: Subtracting a negative is adding its opposite: 5 − (−2) = 7. A negative times a negative is positive, and a negative times a positive is negative.
s: If it is 2 degrees and gets 5 degrees colder, what is the temperature? | Which is colder, −10 degrees or −2 degrees? | Where would −4 go on a number line?
x: −8 is bigger than −3 because 8 is bigger than 3. => −8 is further left of zero, so it is smaller.
f: negative numbers = less than zero / below zero :: Negative numbers are numbers less than zero.
c: Which is smaller, −6 or −1? = −6 / -6 :: Look at which is further left on a number line.
v: integer = a whole number, its negative, or zero
v: opposite = the number the same distance from zero on the other side (5 and −5)

# math-order-of-operations | Order of operations | math | 6-8 |
k: order of operations, pemdas, bodmas, bidmas, gemdas, please excuse my dear aunt sally, which operation first, parentheses first, brackets first, do you multiply before you add
e: When a math problem has more than one step, there is an agreed order: do what is in brackets first, then multiply and divide, then add and subtract.
m: The order of operations is the rule everyone agrees on so that a problem like 3 + 4 × 2 has one answer. Work in this order: 1) parentheses (brackets); 2) exponents (powers); 3) multiplication and division, from left to right; 4) addition and subtraction, from left to right. So 3 + 4 × 2 = 3 + 8 = 11, not 14. The memory aid PEMDAS ("Please Excuse My Dear Aunt Sally") or BODMAS lists the order, but multiplication does not always come before division: they share a step and go left to right, and so do addition and subtraction.
d: 8 ÷ 4 × 2 is 4 (left to right: 2 × 2), not 1. Brackets can override the order: (3 + 4) × 2 = 14. A fraction bar groups like brackets: (6 + 4)/2 = 5.
s: If two people worked out 3 + 4 × 2 and got different answers, why would a rule help? | What does putting brackets around 3 + 4 change? | In 10 − 4 + 3, which do you do first?
x: Always multiply before you divide, and add before you subtract. => They share a step: work from left to right.
f: pemdas = parentheses, exponents, multiplication, division, addition, subtraction / parentheses :: PEMDAS stands for parentheses, exponents, multiplication and division, addition and subtraction.
c: What do you work out first in an expression with brackets? = brackets / parentheses / what is in the brackets :: It is the first letter of PEMDAS.
v: operation = a math action such as adding, subtracting, multiplying or dividing
v: parentheses = the brackets ( ) that group part of an expression

# math-variables | Variables and expressions | math | 6-8 |
k: variable, variables, variable in math, letters in math, letters in algebra, algebra, algebraic expression, what is x, unknown number, solving for x, coefficient
e: In math a letter such as x can stand for a number we do not know yet. In x + 2 = 5, x is 3, because 3 + 2 = 5.
m: A variable is a letter (or symbol) that stands for a number that is unknown or that can change. An expression, such as 3n + 5, combines numbers, variables and operations; it has a value once you know n (if n = 2, 3n + 5 = 11). An equation says two expressions are equal, like 3n + 5 = 20, and solving it means finding the value that makes it true (n = 5). Letters are used so that we can write a rule for every number at once: the perimeter of any square is 4s, where s is the side. In 3n, the 3 is the coefficient: it means 3 times n.
d: To solve an equation, do the same thing to both sides to keep them balanced, undoing operations in reverse order: 3n + 5 = 20 → 3n = 15 → n = 5. An equation like y = 2x + 1 describes how one quantity changes with another, and can be graphed as a line.
s: If I think of a number, add 2 and get 5, what was my number? | How could you write "a number plus 2" without knowing the number? | Why might one letter be more useful than a list of examples?
x: A variable always stands for the same number, and x is always the unknown. => A variable can be any letter and can take different values in different problems.
x: 3n means 3 followed by n, like thirty-something. => 3n means 3 times n.
f: variable = letter / a letter / symbol :: A variable is a letter that stands for a number we do not know or that can change.
c: In 4 + y = 10, what number is y? = 6 / six :: What do you add to 4 to make 10?
v: variable = a letter that stands for an unknown or changing number
v: expression = numbers, variables and operations without an equals sign
v: equation = a math sentence saying two things are equal

# math-telling-time | Telling time | math | K-2 | 1.MD.B.3 2.MD.C.7 3.MD.A.1
k: telling time, tell time, tell the time, read a clock, reading a clock, analog clock, clock hands, hour hand, minute hand, short hand, long hand, quarter past, half past, quarter to, am and pm, a.m. and p.m., minutes in an hour, how many minutes in an hour, elapsed time
e: A clock has a short hand and a long hand. The short hand points to the hour. The long hand shows the minutes. When the long hand points straight up at 12, it is exactly "o'clock".
m: On an analog clock, the short hand is the hour hand and the long hand is the minute hand. The numbers 1 to 12 stand for the hours; for minutes, count by 5s from the 12 (the 1 means 5 minutes, the 2 means 10, the 6 means 30). There are 60 minutes in an hour and 24 hours in a day, so the hour hand goes around twice a day: a.m. is midnight to noon, p.m. is noon to midnight. Half past means 30 minutes after the hour, quarter past 15 minutes after and quarter to 15 minutes before the next hour. Elapsed time is how much time passes from a start to an end: 2:15 to 3:00 is 45 minutes.
d: The 24-hour clock counts the afternoon hours on from 12: 3 p.m. is 15:00. Adding times means regrouping 60 minutes into an hour, not 100.
s: Which hand on the clock moves faster? | If the long hand points to 6, how many minutes past the hour is it? | What might you be doing at 8 a.m., and at 8 p.m.?
x: When the long hand points to 3 it means 3 minutes. => Count by 5s: the 3 means 15 minutes.
f: minutes hour = 60 / sixty :: There are 60 minutes in an hour.
f: hours day = 24 / twenty-four :: There are 24 hours in a day.
f: short hand = hour / the hour :: The short hand on a clock shows the hour.
c: How many minutes are in an hour? = 60 / sixty :: The minute hand goes once around the clock.
v: hour hand = the short hand on a clock
v: minute hand = the long hand on a clock
v: elapsed time = how much time passes between a start and an end

# math-money | Counting money | math | K-2 | 2.MD.C.8
k: counting money, count money, count coins, counting coins, coins, penny, pennies, nickel, nickels, dime, dimes, quarter coin, quarters coins, cents, cents in a dollar, dollars and cents, making change, make change, money math, coin values
e: Coins are worth different amounts. A penny is 1 cent, a nickel 5 cents, a dime 10 cents and a quarter 25 cents. 100 cents make 1 dollar.
m: In US money, a penny is worth 1¢, a nickel 5¢, a dime 10¢ and a quarter 25¢; 100 cents make a dollar ($1.00), so 4 quarters, 10 dimes or 20 nickels each make a dollar. To count a handful of coins, start with the biggest and count on: quarter, quarter (50), dime (60), nickel (65), penny (66¢). Money is written with a decimal point: $3.45 means 3 dollars and 45 cents. Making change means counting up from the price to the amount paid: a $1.35 snack paid with $2 gets 65¢ back (5¢ to $1.40, 60¢ to $2).
d: Because cents are hundredths of a dollar, money is a good way to practise decimals: $0.25 = 25/100 = 1/4 dollar. Always line up the decimal points when adding prices.
s: Which coin is worth more, a dime or a nickel, even though the nickel is bigger? | How many dimes make a dollar? | If you pay with $1 for something that costs 80¢, how could you count up the change?
x: A bigger coin is worth more. => A dime is smaller than a nickel or a penny, but it is worth 10 cents.
f: cents dollar = 100 / a hundred / one hundred :: There are 100 cents in one dollar.
f: quarter worth = 25 / 25 cents :: A quarter is worth 25 cents.
f: dime worth = 10 / 10 cents :: A dime is worth 10 cents.
f: nickel worth = 5 / 5 cents :: A nickel is worth 5 cents.
c: How many cents is a dime worth? = 10 / ten :: It is the smallest coin, but not the least valuable.
v: cent = one hundredth of a dollar
v: change = the money you get back when you pay more than the price
`;
