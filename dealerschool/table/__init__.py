"""The physical table and its procedure: seats, the stud deal, table settings, dealer operations, the Table,
sessions of hands, and the words a dealer says about them."""
